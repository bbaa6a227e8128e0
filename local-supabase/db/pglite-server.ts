// Real Postgres (PGlite, in WASM) on disk, served over the wire protocol so
// PostgREST, our services and psql all talk to it as to any Postgres server.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { pgtap } from '@electric-sql/pglite-pgtap';
import { phase, timed } from '../phases';
import type { HeldPort } from './held-port';
import { startupAnswers, type StartupAnswers } from './startup-answers';
import { PgliteWireServer } from './wire-server';

/** The platform's superuser, as on hosted Supabase; `postgres` is an ordinary role there. */
const SUPERUSER = 'supabase_admin';

/**
 * PGlite's initdb sets shared_buffers to 128 MB; it lives in the WASM heap, which
 * never shrinks, and pushed the stack past 500 MB idle. 32 MB fits in
 * the 128 MB the WASM module reserves anyway; pages beyond it come from the OS
 * file cache. Start parameters, not postgresql.conf: PGlite overwrites that file.
 */
const SETTINGS = ['shared_buffers=32MB'];

/**
 * Extension libraries are compiled when a query first calls into one, as Postgres loads a
 * library on first use, not while PGlite opens: pgcrypto's is 1.1 MB of WASM with OpenSSL
 * in it, and preloading the three took about 350 ms of every start.
 * Emscripten's `noWasmDecoding` turns its `.so` preloading off; an extension's `setup` is
 * where PGlite lets its Emscripten options be changed. Listed first, so it applies to all.
 */
const librariesOnFirstUse: Extension = {
  name: 'libraries on first use',
  setup: async (_pg, emscriptenOpts) => ({
    emscriptenOpts: { ...emscriptenOpts, noWasmDecoding: true },
  }),
};

/** The superuser's URL of a PGlite server on `port`. */
export const pgliteUrl = (port: number) =>
  `postgres://${SUPERUSER}:postgres@127.0.0.1:${port}/postgres`;

export interface PgliteServer {
  /** The superuser's URL (the bootstrap runs as it). */
  url: string;
  /** The database itself, for in-process tools (the schema dump). */
  db: PGlite;
  /** PostgREST's start-up answers (a data directory only): close them once it is ready. */
  answers: StartupAnswers | null;
  stop(): Promise<void>;
}

/** `port` may be bound already (holdPort): its waiting clients are served once PGlite is open. */
export async function startPgliteServer(opts: {
  dataDir: string | null;
  port: number | HeldPort;
}): Promise<PgliteServer> {
  const port =
    typeof opts.port === 'number' ? opts.port : (opts.port.server.address() as AddressInfo).port;
  try {
    return await openAndServe({ ...opts, port }, opts.port);
  } catch (error) {
    if (typeof opts.port !== 'number') {
      for (const socket of opts.port.held) socket.destroy();
      opts.port.server.close();
    }
    throw error;
  }
}

async function openAndServe(
  opts: { dataDir: string | null; port: number },
  listenOn: number | HeldPort,
): Promise<PgliteServer> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const db = await timed(
    'PGlite open',
    PGlite.create({
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      // pg_trgm: the list searches' indexes, as on hosted Supabase.
      extensions: { librariesOnFirstUse, pgcrypto, pg_trgm, uuid_ossp, pgtap },
      startParams: [...PGlite.defaultStartParams, ...SETTINGS.flatMap((s) => ['-c', s])],
    }),
  );
  let answers: StartupAnswers | null = null;
  try {
    await renameBootstrapSuperuser(db);
    if (opts.dataDir) answers = await timed('start-up answers', startupAnswers(db, opts.dataDir));
  } catch (error) {
    await db.close();
    throw error;
  }
  const server = new PgliteWireServer(db, {
    idleSessionTimeoutMs: Number(process.env.LOCAL_SUPABASE_IDLE_SESSION_TIMEOUT_MS ?? 30_000),
    answers,
  });
  await server.listen(listenOn);
  phase('wire server listening');
  return {
    url: pgliteUrl(opts.port),
    db,
    answers,
    async stop() {
      // Clients first: their cleanup needs the database still open.
      await server.close();
      await db.close();
    },
  };
}

/**
 * PGlite's initdb always names its superuser `postgres`, and a bootstrap
 * superuser can neither be renamed by ALTER ROLE while it is logged in nor
 * lose SUPERUSER. Hosted Supabase's superuser is `supabase_admin` and its
 * `postgres` is a plain role, so rename the catalog row of a fresh database
 * (PGlite logs in by the bootstrap role's oid, so later starts still work)
 * and let the bootstrap create `postgres` with hosted's rights.
 */
async function renameBootstrapSuperuser(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ name: string; migrated: boolean }>(
    `select rolname as name, to_regclass('supabase_migrations.schema_migrations') is not null as migrated
       from pg_authid where oid = 10`,
  );
  const row = rows[0];
  if (!row || row.name === SUPERUSER) return;
  if (row.migrated) {
    throw new Error(
      "This local database was made when `postgres` was its superuser; run `npm run db:reset` to rebuild it with hosted Supabase's roles.",
    );
  }
  await db.exec(`update pg_catalog.pg_authid set rolname = '${SUPERUSER}' where oid = 10`);
}
