// npm run db:reset: refuses to touch the data of a running stack, and exits 0
// after a clean reset (its shutdown once raced the wire server's cleanup).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../../local-supabase';

function dbReset(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  return spawnSync(process.execPath, [path.resolve('local-supabase/run.mjs'), 'reset'], {
    env: childEnv,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('npm run db:reset', () => {
  it('says to stop the running stack instead of wiping its data', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cli-reset-'));
    try {
      const marker = path.join(dir, 'keep-me');
      writeFileSync(marker, 'data of the running stack');
      const result = dbReset({
        LOCAL_SUPABASE_DIR: dir,
        LOCAL_SUPABASE_API_PORT: new URL(inject('apiUrl')).port,
        LOCAL_SUPABASE_DB_PORT: String(await freePort()),
        LOCAL_SUPABASE_REST_PORT: String(await freePort()),
        LOCAL_SUPABASE_MAIL_PORT: String(await freePort()),
        LOCAL_SUPABASE_SMTP_PORT: String(await freePort()),
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/is in use: the local stack is probably running already/);
      expect(result.stderr).not.toMatch(/EADDRINUSE/);
      expect(existsSync(marker)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('resets a fresh data folder and exits 0', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cli-reset-'));
    try {
      const result = dbReset({
        LOCAL_SUPABASE_DIR: dir,
        LOCAL_SUPABASE_API_PORT: String(await freePort()),
        LOCAL_SUPABASE_DB_PORT: String(await freePort()),
        LOCAL_SUPABASE_REST_PORT: String(await freePort()),
        LOCAL_SUPABASE_MAIL_PORT: String(await freePort()),
        LOCAL_SUPABASE_SMTP_PORT: String(await freePort()),
      });
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/Database reset: \d+ migrations applied, seed loaded\./);
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run stack without PostgREST', () => {
  it('names the missing piece and its fix in one line, before starting anything', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cli-start-'));
    try {
      const childEnv: NodeJS.ProcessEnv = {
        ...process.env,
        POSTGREST_BIN: path.join(dir, 'postgrest'),
        LOCAL_SUPABASE_DIR: path.join(dir, 'data'),
        LOCAL_SUPABASE_API_PORT: String(await freePort()),
        LOCAL_SUPABASE_DB_PORT: String(await freePort()),
        LOCAL_SUPABASE_REST_PORT: String(await freePort()),
      };
      delete childEnv.DATABASE_URL;
      const result = spawnSync(
        process.execPath,
        [path.resolve('local-supabase/run.mjs'), 'start'],
        { env: childEnv, encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(`POSTGREST_BIN=${path.join(dir, 'postgrest')} does not exist.\n`);
      // No database was created for a stack that cannot run.
      expect(existsSync(path.join(dir, 'data'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
