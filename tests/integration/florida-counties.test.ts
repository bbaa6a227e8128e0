// The counties a case may name (the florida_county domain in the migrations) are
// the counties the app offers (src/content/florida.ts): one list, checked here.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FLORIDA_COUNTIES } from '../../src/content/florida';

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
