// The real PostgREST binary (found by install-help.ts) on an internal port.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

export interface PostgrestProcess {
  /** Reload the schema cache (there is no NOTIFY channel under PGlite). */
  reloadSchema(): void;
  stop(): Promise<void>;
}

export async function startPostgrest(opts: {
  /** The binary, found before anything else starts (findPostgrest). */
  bin: string;
  dbUrl: string;
  port: number;
  jwtSecret: string;
  pglite: boolean;
  verbose: boolean;
  /** Settles once the database answers; the 20 s for the schema load count from then. */
  databaseOpen?: Promise<unknown>;
}): Promise<PostgrestProcess> {
  // Readiness is asked of the admin server's /ready. PostgREST 12.0 answers a request on its
  // API port during the schema load with 503 and queues a second load of config and schema
  // cache behind the first, so polling GET / loaded them twice on every start, which cost
  // a warm start about 0.6 s of PGlite time.
  const adminPort = await freePort();
  const env: Record<string, string> = {
    PGRST_DB_URI: opts.dbUrl,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_JWT_SECRET: opts.jwtSecret,
    PGRST_DB_USE_LEGACY_GUCS: 'false',
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(opts.port),
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_LOG_LEVEL: opts.verbose ? 'info' : 'error',
    PGRST_DB_POOL: process.env.PGRST_DB_POOL ?? '10',
    PGRST_ADMIN_SERVER_PORT: String(adminPort),
  };
  if (opts.pglite) {
    // PGlite has no LISTEN/NOTIFY across connections and one shared session,
    // so no listener channel and no named prepared statements.
    env.PGRST_DB_CHANNEL_ENABLED = 'false';
    env.PGRST_DB_PREPARED_STATEMENTS = 'false';
  }
  const proc: ChildProcess = spawn(opts.bin, [], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (opts.verbose) process.stderr.write(`[postgrest] ${chunk}`);
  };
  proc.stdout?.on('data', collect);
  proc.stderr?.on('data', collect);
  const exitPromise = new Promise<void>((resolve) =>
    proc.on('exit', () => {
      exited = true;
      resolve();
    }),
  );

  let deadline = Infinity;
  const counting = () => (deadline = Date.now() + 20_000);
  void (opts.databaseOpen ?? Promise.resolve()).then(counting, counting);
  for (;;) {
    if (exited) throw new Error(`PostgREST exited during start:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${adminPort}/ready`);
      // 200 once connected with the schema cache loaded; 503 until then.
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`PostgREST did not become ready in 20 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }

  return {
    reloadSchema() {
      if (!exited) proc.kill('SIGUSR1');
    },
    async stop() {
      if (exited) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}
