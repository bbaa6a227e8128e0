// Starts the whole local stack: database, migrations, PostgREST, auth, storage, gateway.
import { rmSync, mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createAuthApp } from './auth/index';
import { DEFAULT_OPTIONS, JWT_SECRET, type StackOptions } from './config';
import { createPool } from './db/pool';
import { migrate, type MigrateResult } from './db/migrate';
import { startPgliteServer } from './db/pglite-server';
import { freePort } from './free-port';
import { createGateway } from './gateway';
import { startPostgrest } from './postgrest';
import { createStorageApp } from './storage/index';

export interface Stack {
  apiUrl: string;
  dbUrl: string;
  migrations: MigrateResult;
  /** Re-read the schema after SQL changes made outside migrations. */
  reloadSchema(): void;
  stop(): Promise<void>;
}

export async function startStack(options: Partial<StackOptions> = {}): Promise<Stack> {
  const opts: StackOptions = { ...DEFAULT_OPTIONS, ...options };
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
    stops.length = 0;
  };
  try {
    let dbUrl: string;
    const pglite = !opts.databaseUrl;
    if (opts.databaseUrl) {
      dbUrl = opts.databaseUrl;
    } else {
      const db = await startPgliteServer({
        dataDir: opts.dataDir ? path.join(opts.dataDir, 'db') : null,
        port: opts.dbPort,
      });
      stops.push(() => db.stop());
      dbUrl = db.url;
    }

    const migrations = await migrate(dbUrl, { seed: opts.seed });

    const postgrest = await startPostgrest({
      dbUrl: authenticatorUrl(dbUrl),
      port: opts.restPort,
      jwtSecret: JWT_SECRET,
      pglite,
      verbose: opts.verbose,
    });
    stops.push(() => postgrest.stop());

    const pool = createPool(dbUrl);
    stops.push(() => pool.end());

    let storageDir: string;
    if (opts.dataDir) {
      storageDir = path.join(opts.dataDir, 'storage');
      mkdirSync(storageDir, { recursive: true });
    } else {
      storageDir = mkdtempSync(path.join(tmpdir(), 'local-supabase-storage-'));
      stops.push(async () => rmSync(storageDir, { recursive: true, force: true }));
    }

    const apiUrl = `http://127.0.0.1:${opts.apiPort}`;
    const ctx = {
      db: pool,
      jwtSecret: JWT_SECRET,
      storageDir,
      publicUrl: apiUrl,
      verbose: opts.verbose,
    };
    const gateway = createGateway({
      auth: createAuthApp(ctx),
      storage: createStorageApp(ctx),
      restPort: opts.restPort,
    });
    const server = await listen(gateway, opts.apiPort);
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets would hold close() open.
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        }),
    );

    return { apiUrl, dbUrl, migrations, reloadSchema: () => postgrest.reloadSchema(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** PostgREST logs in as `authenticator` on a real server; PGlite has one user. */
function authenticatorUrl(dbUrl: string): string {
  const url = new URL(dbUrl);
  if (url.username === 'postgres' && !process.env.PGRST_DB_URI) {
    url.username = 'authenticator';
    url.password = 'postgres';
  }
  return process.env.PGRST_DB_URI ?? url.toString();
}

function listen(app: { fetch: (req: Request) => Response | Promise<Response> }, port: number) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(server));
    server.on('error', reject);
  });
}

/** A throwaway stack on free ports with nothing on disk, for tests and scripts. */
export async function startEphemeralStack(options: Partial<StackOptions> = {}): Promise<Stack> {
  return startStack({
    apiPort: await freePort(),
    dbPort: await freePort(),
    restPort: await freePort(),
    dataDir: null,
    ...options,
  });
}
