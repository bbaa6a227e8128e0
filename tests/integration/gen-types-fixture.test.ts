// The generator against a fixture schema with one of each construct it renders
// (returns table, setof a table, a row, a composite, enums here and elsewhere,
// json, record, unknown types, views over views, computed fields, overloads).
// The expected text is what postgres-meta 0.98.0 (behind `supabase gen types
// typescript`) printed for the same SQL on PostgreSQL 15.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTypes } from '../../scripts/lib/gen-types-lib';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../fixtures', name), 'utf8');

describe('db:types rendering', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(fixture('gen-types.fixture.sql'));
  });
  afterAll(() => db.close());

  it('renders every construct of the fixture schema as supabase gen types does', async () => {
    expect(await renderTypes(db)).toBe(fixture('gen-types.fixture.expected.txt'));
  });
});
