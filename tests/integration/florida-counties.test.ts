// The counties a case may name (the florida_county domain in the migrations) are
// the counties the app offers (src/content/florida.ts), and the database's circuit of
// each county (new-case notifications) is the app's: one list, checked here.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countyTimeZone, FLORIDA_CIRCUITS, FLORIDA_COUNTIES } from '../../src/content/florida';

const db = new pg.Client({ connectionString: inject('dbUrl') });
beforeAll(() => db.connect());
afterAll(() => db.end());

describe('Florida counties', () => {
  it('the database allows exactly the 67 counties the app offers', async () => {
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(c.oid) as definition from pg_constraint c
        where c.contypid = 'public.florida_county'::regtype`,
    );
    expect(rows).toHaveLength(1);
    const inSql = [...rows[0]!.definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) =>
      m[1]!.replaceAll("''", "'"),
    );
    expect(inSql.length).toBe(67);
    expect([...inSql].sort()).toEqual([...FLORIDA_COUNTIES].sort());
  });
});

describe('Florida circuits', () => {
  it("the database puts every county in the app's circuit, and reads the profile's labels", async () => {
    const pairs = FLORIDA_CIRCUITS.flatMap((c) => c.counties.map((county) => [county, c.number]));
    const { rows } = await db.query<{ county: string; circuit: number }>(
      `select county, private.florida_circuit(county::public.florida_county) as circuit
         from unnest($1::text[]) as county`,
      [pairs.map(([county]) => county)],
    );
    expect(rows.map((r) => [r.county, r.circuit])).toEqual(pairs);
    const { rows: labels } = await db.query<{ numbers: number[] }>(
      'select private.circuit_numbers($1::text[]) as numbers',
      [FLORIDA_CIRCUITS.map((c) => c.label)],
    );
    expect(labels[0]!.numbers).toEqual(FLORIDA_CIRCUITS.map((c) => c.number));
  });
});

describe('Court counties', () => {
  it("hold every county with the app's circuit and courthouse zone", async () => {
    const { rows } = await db.query<{ county: string; circuit: number; time_zone: string }>(
      'select county, circuit, time_zone from public.court_counties order by county collate "C"',
    );
    const expected = FLORIDA_CIRCUITS.flatMap((c) =>
      c.counties.map((county) => ({
        county,
        circuit: c.number,
        time_zone: countyTimeZone(county),
      })),
    ).sort((a, b) => (a.county < b.county ? -1 : a.county > b.county ? 1 : 0));
    expect(rows).toEqual(expected);
  });
});
