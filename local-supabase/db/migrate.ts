// Bootstrap (what hosted Supabase has) as the platform's superuser, then
// supabase/migrations in order and supabase/seed.sql on a fresh database as
// `postgres` with hosted's rights, recorded as the Supabase CLI records them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../root';
import { booleanSetting, stringListSetting } from '../project-config';
import { roleUrl } from './role-url';

const MIGRATIONS_DIR = path.join(ROOT, 'supabase', 'migrations');
const SUPABASE_DIR = path.join(ROOT, 'supabase');

/** `[db.seed] sql_paths` in order, as the Supabase CLI runs them; [] when seeding is off. */
function seedFiles(): string[] {
  if (!booleanSetting('db.seed.enabled', true)) return [];
  return stringListSetting('db.seed.sql_paths', ['./seed.sql']).map((p) =>
    path.resolve(SUPABASE_DIR, p),
  );
}
const BOOTSTRAP_FILES = ['bootstrap.sql', 'policy-grants-standin.sql'].map((f) =>
  path.join(ROOT, 'local-supabase', 'db', f),
);

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export function listMigrations(
  dir = MIGRATIONS_DIR,
): { version: string; name: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^\d{14}_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const [, version = '', name = ''] = /^(\d{14})_(.+)\.sql$/.exec(f) ?? [];
      return { version, name, file: path.join(dir, f) };
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

/** The bootstrap files' hash: a database that ran these very files needs no second run. */
function bootstrapHash(): string {
  const hash = createHash('sha256');
  for (const file of BOOTSTRAP_FILES) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Runs the bootstrap; `adminUrl` logs in as the superuser that plays the platform.
 * With `marker` (a file beside the local database), a warm start whose bootstrap
 * files have not changed skips it: a second run changes nothing and took about a
 * second of every start.
 */
async function bootstrap(adminUrl: string, marker?: string): Promise<void> {
  const hash = bootstrapHash();
  if (marker && markerSays(marker, hash)) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string; superuser: boolean }>(
      'select current_user as name, rolsuper as superuser from pg_roles where rolname = current_user',
    );
    const me = rows[0];
    if (!me?.superuser || me.name === 'postgres') {
      throw new Error(
        `The local stack's database URL must log in as a superuser other than postgres ` +
          `(it logged in as ${me?.name}), as hosted Supabase's supabase_admin: on hosted projects ` +
          '`postgres` is not a superuser. For a PostgreSQL server, create it with ' +
          '`initdb -U supabase_admin` and use postgres://supabase_admin@host:port/postgres.',
      );
    }
    await inTransaction(admin, async () => {
      for (const file of BOOTSTRAP_FILES) await admin.query(readFileSync(file, 'utf8'));
    });
  } finally {
    await admin.end();
  }
  if (marker) writeFileSync(marker, hash);
}

/** The migrations' names and texts, and whether seeding is on: what a migrated database ran. */
function migrationsHash(migrations: { file: string }[], seed: boolean): string {
  const hash = createHash('sha256').update(seed ? 'seed\n' : 'no seed\n');
  for (const m of migrations)
    hash.update(`${path.basename(m.file)}\n`).update(readFileSync(m.file));
  return hash.digest('hex');
}

/**
 * Bootstraps the database at `adminUrl` (a superuser's URL), then applies
 * pending migrations (from `migrationsDir`, default supabase/migrations) and,
 * on a fresh database, the seed, logged in as `postgres`.
 *
 * With `migrationsMarker` (a file beside the local database), a warm start whose
 * migration files are those the last successful run saw asks the database nothing:
 * the query and the connection took about 0.4 s of every start on PGlite.
 */
export async function migrate(
  adminUrl: string,
  opts: {
    seed: boolean;
    migrationsDir?: string;
    bootstrapMarker?: string;
    migrationsMarker?: string;
  },
): Promise<MigrateResult> {
  await bootstrap(adminUrl, opts.bootstrapMarker);
  const marker = opts.migrationsMarker;
  const ran = marker && migrationsHash(listMigrations(opts.migrationsDir), opts.seed);
  if (marker && markerSays(marker, ran)) return { applied: [], seeded: false };
  const result = await applyMigrations(adminUrl, opts);
  if (marker && ran) writeFileSync(marker, ran);
  return result;
}

const markerSays = (marker: string, hash: string | undefined) =>
  existsSync(marker) && readFileSync(marker, 'utf8') === hash;

/**
 * True when `migrate` with these markers would change nothing and ask the database
 * nothing: the stack then starts PostgREST while PGlite is still opening.
 */
export function migrationsUpToDate(opts: {
  seed: boolean;
  migrationsDir?: string;
  bootstrapMarker: string;
  migrationsMarker: string;
}): boolean {
  return (
    markerSays(opts.bootstrapMarker, bootstrapHash()) &&
    markerSays(opts.migrationsMarker, migrationsHash(listMigrations(opts.migrationsDir), opts.seed))
  );
}

async function applyMigrations(
  adminUrl: string,
  opts: { seed: boolean; migrationsDir?: string },
): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString: roleUrl(adminUrl, 'postgres') });
  await client.connect();
  try {
    // Hashes, not the statements: every migration's text crossing the wire cost each start.
    const recorded = new Map(
      (
        await client.query<{ version: string; md5: string | null }>(
          `select version, md5(array_to_string(statements, '')) as md5
             from supabase_migrations.schema_migrations`,
        )
      ).rows.map((r) => [r.version, r.md5]),
    );
    const done = new Set(recorded.keys());
    // An applied migration edited afterwards is not re-run; say so instead of
    // letting a later migration fail on what the edit added.
    const migrations = listMigrations(opts.migrationsDir);
    for (const m of migrations) {
      const before = recorded.get(m.version);
      if (before != null && before !== md5(readFileSync(m.file, 'utf8'))) {
        console.warn(
          `warning: ${path.basename(m.file)} changed after it was applied; run \`npm run db:reset\` to rebuild the local database.`,
        );
      }
    }
    const fresh = done.size === 0;
    const applied: string[] = [];
    for (const m of migrations) {
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
    const seeds = opts.seed && fresh ? seedFiles() : [];
    if (seeds.length) {
      await inTransaction(client, async () => {
        for (const file of seeds) {
          if (!existsSync(file))
            throw new Error(`seed file ${file} (config.toml [db.seed]) is missing`);
          const sql = readFileSync(file, 'utf8');
          await client.query(sql);
          await client.query(
            `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
             on conflict (path) do update set hash = excluded.hash`,
            [path.relative(ROOT, file), createHash('sha256').update(sql).digest('hex')],
          );
        }
      });
      seeded = true;
    }
    // PostgREST reads the schema once at start; tell a running one to reload.
    if (applied.length || seeded) await client.query(`notify pgrst, 'reload schema'`);
    return { applied, seeded };
  } finally {
    await client.end();
  }
}
