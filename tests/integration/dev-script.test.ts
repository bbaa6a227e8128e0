// npm run dev (scripts/dev.mjs: Vite, with the stack in a worker): a start that fails on
// one side stops the other and exits 1 with the reason, and a bad --port is refused. The
// running case (both answer, Ctrl-C leaves no process) is what `npm run bench -- stack`
// does twice through scripts/lib/dev-process.ts, whose stop fails on a process left behind.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, isPortFree } from '../../local-supabase';

async function npmRunDev(dir: string, args: string[], env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOCAL_SUPABASE_DIR: path.join(dir, 'data'),
    LOCAL_SUPABASE_API_PORT: String(await freePort()),
    LOCAL_SUPABASE_DB_PORT: String(await freePort()),
    LOCAL_SUPABASE_REST_PORT: String(await freePort()),
    LOCAL_SUPABASE_MAIL_PORT: String(await freePort()),
    LOCAL_SUPABASE_SMTP_PORT: String(await freePort()),
    ...env,
  };
  delete childEnv.DATABASE_URL;
  return spawnSync('npm', ['run', '--silent', 'dev', '--', ...args], {
    env: childEnv,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run dev', () => {
  it('stops Vite and exits 1 with the reason when the stack cannot start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dev-script-'));
    try {
      const appPort = await freePort();
      const postgrest = path.join(dir, 'postgrest');
      const result = await npmRunDev(dir, ['--port', String(appPort)], {
        POSTGREST_BIN: postgrest,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`[stack] POSTGREST_BIN=${postgrest} does not exist.`);
      // Vite had been started beside the stack; it let go of its port before the exit.
      expect(await isPortFree(appPort)).toBe(true);
      expect(existsSync(path.join(dir, 'data'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The stack is stopped once its start is done: a first start (initdb, migrations, seed) took
  // up to 30 s in CI beside the other suites.
  it(
    'stops the stack (PostgREST with it) and exits 1 with the reason when Vite cannot start',
    {
      timeout: 120_000,
    },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'dev-script-'));
      // Vite's port is taken: the stack, started beside it in its worker, must not be left running.
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, 'localhost', resolve));
      const appPort = (taken.address() as net.AddressInfo).port;
      try {
        const apiPort = await freePort();
        const restPort = await freePort();
        const result = await npmRunDev(dir, ['--port', String(appPort)], {
          LOCAL_SUPABASE_API_PORT: String(apiPort),
          LOCAL_SUPABASE_REST_PORT: String(restPort),
        });
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(`[app] Port ${appPort} is already in use`);
        expect(await isPortFree(apiPort)).toBe(true);
        expect(await isPortFree(restPort)).toBe(true);
      } finally {
        taken.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('refuses a --port that is not a port, before starting anything', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dev-script-'));
    try {
      const result = await npmRunDev(dir, ['--port', '5173x']);
      expect(result.status).toBe(1);
      expect(result.stderr).toBe('--port 5173x is not a port number (1 to 65535).\n');
      expect(existsSync(path.join(dir, 'data'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
