// Runs every pgTAP file under supabase/tests/database (one folder per domain,
// <domain>/<behaviour>.test.sql) against the test stack (PGlite, or PostgreSQL
// via DATABASE_URL): each file is one test, named by its path, green only when
// every TAP line is ok and the number run matches the plan.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensurePgtap, runTapFile } from '../../scripts/lib/pgtap';

const DIR = path.resolve(import.meta.dirname, '../../supabase/tests/database');
const FILES = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(sql|pg)$/.test(f))
  .map((f) => f.split(path.sep).join('/'))
  .sort();

describe('database (pgTAP)', () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: inject('dbUrl') });
    await client.connect();
    await ensurePgtap(client);
  });
  afterAll(async () => {
    await client?.end();
  });

  it('has test files, each in its domain folder as <domain>/<behaviour>.test.sql', () => {
    expect(FILES.length).toBeGreaterThan(0);
    expect(FILES.filter((f) => !/^[a-z-]+\/[a-z0-9-]+\.test\.sql$/.test(f))).toEqual([]);
  });

  for (const file of FILES) {
    it(
      file,
      async () => {
        const r = await runTapFile(client, path.join(DIR, file));
        const report = [
          r.error ? `aborted: ${r.error}` : null,
          ...r.failed,
          r.planned === null
            ? 'no plan'
            : `planned ${r.planned}, ran ${r.passed + r.failed.length}`,
        ]
          .filter(Boolean)
          .join('\n');
        expect(r.error, report).toBeNull();
        expect(r.failed, report).toEqual([]);
        expect(r.planned, report).not.toBeNull();
        expect(r.passed, report).toBe(r.planned);
      },
      120_000,
    );
  }
});
