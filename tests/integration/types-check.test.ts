// npm run db:types -- --check --db-url: docs/deploy.md's check that the committed types match
// a database as it is (the hosted project's), read only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { typesDifference } from '../../scripts/lib/gen-types-lib';

function checkTypes(dbUrl: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.resolve('scripts/gen-types.ts'), '--check', '--db-url', dbUrl],
    { encoding: 'utf8', timeout: 60_000 },
  );
}

describe('npm run db:types -- --check --db-url', () => {
  it('passes for a database with the migrated schema, and changes nothing there', async () => {
    const db = new pg.Client({ connectionString: inject('dbUrl') });
    await db.connect();
    const migrations = async () =>
      (await db.query('select count(*)::int as n from supabase_migrations.schema_migrations'))
        .rows[0] as { n: number };
    try {
      const before = await migrations();
      const result = checkTypes(inject('dbUrl'));
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/matches the schema at --db-url/);
      expect(result.status).toBe(0);
      expect(await migrations()).toEqual(before);
    } finally {
      await db.end();
    }
  });

  it('names the first line where the file and the schema differ', () => {
    expect(typesDifference('a\nb\nc\n', 'a\nb\nc\n')).toBeNull();
    expect(typesDifference('a\nb\n', 'a\nB\n')).toBe(
      'at line 2: the file has "b", the schema gives "B"',
    );
    expect(typesDifference('a\n', 'a\nextra\n')).toBe(
      'at line 2: the file has "", the schema gives "extra"',
    );
  });
});
