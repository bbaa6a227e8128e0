// Bootstrap (what hosted Supabase has), then supabase/migrations in order,
// recorded as the Supabase CLI records them, then supabase/seed.sql on a fresh database.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../config';

const MIGRATIONS_DIR = path.join(ROOT, 'supabase', 'migrations');
const SEED_FILE = path.join(ROOT, 'supabase', 'seed.sql');
const BOOTSTRAP_FILE = path.join(ROOT, 'local-supabase', 'db', 'bootstrap.sql');

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export function listMigrations(): { version: string; name: string; file: string }[] {
  if (!existsSync(MIGRATIONS_DIR)) return [];
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{14}_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const [, version = '', name = ''] = /^(\d{14})_(.+)\.sql$/.exec(f) ?? [];
      return { version, name, file: path.join(MIGRATIONS_DIR, f) };
    });
}

async function inTransaction(client: pg.Client, work: () => Promise<void>) {
  await client.query('begin');
  try {
    await work();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

export async function migrate(url: string, opts: { seed: boolean }): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await inTransaction(client, async () => {
      await client.query(readFileSync(BOOTSTRAP_FILE, 'utf8'));
    });
    const recorded = new Map(
      (
        await client.query<{ version: string; statements: string[] | null }>(
          'select version, statements from supabase_migrations.schema_migrations',
        )
      ).rows.map((r) => [r.version, r.statements?.join('') ?? null]),
    );
    const done = new Set(recorded.keys());
    // An applied migration edited afterwards is not re-run; say so instead of
    // letting a later migration fail on what the edit added.
    for (const m of listMigrations()) {
      const before = recorded.get(m.version);
      if (before != null && before !== readFileSync(m.file, 'utf8')) {
        console.warn(
          `warning: ${path.basename(m.file)} changed after it was applied; run \`npm run db:reset\` to rebuild the local database.`,
        );
      }
    }
    const fresh = done.size === 0;
    const applied: string[] = [];
    for (const m of listMigrations()) {
      if (done.has(m.version)) continue;
      const sql = readFileSync(m.file, 'utf8');
      try {
        await inTransaction(client, async () => {
          await client.query(sql);
          await client.query(
            'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
            [m.version, m.name, [sql]],
          );
        });
      } catch (error) {
        throw new Error(`migration ${path.basename(m.file)} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(m.version);
    }
    let seeded = false;
    if (opts.seed && fresh && existsSync(SEED_FILE)) {
      const sql = readFileSync(SEED_FILE, 'utf8');
      await inTransaction(client, async () => {
        await client.query(sql);
        await client.query(
          `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
           on conflict (path) do update set hash = excluded.hash`,
          ['supabase/seed.sql', createHash('sha256').update(sql).digest('hex')],
        );
      });
      seeded = true;
    }
    // PostgREST reads the schema once at start; tell a running one to reload.
    await client.query(`notify pgrst, 'reload schema'`);
    return { applied, seeded };
  } finally {
    await client.end();
  }
}
