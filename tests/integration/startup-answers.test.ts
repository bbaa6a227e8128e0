// PostgREST's start-up questions answered from the last start while the catalogs are unchanged
// (local-supabase/db/startup-answers.ts; keeps a warm start fast), and asked again once a catalog
// changed, so PostgREST never starts with a stale schema. PGlite on a data folder of its own,
// the bootstrap only, the real PostgREST.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import {
  ANSWERS_FILE,
  findPostgrest,
  freePort,
  JWT_SECRET,
  migrate,
  roleUrl,
  startPgliteServer,
  startPostgrest,
} from '../../local-supabase';

vi.setConfig({ testTimeout: 120_000 });
const dir = mkdtempSync(path.join(tmpdir(), 'startup-answers-'));
const dataDir = path.join(dir, 'db');
const migrationsDir = path.join(dir, 'migrations');
mkdirSync(migrationsDir);
/** What a failed test left running: stopped before the next. */
const running = new Set<() => Promise<void>>();
afterEach(async () => {
  for (const stop of running) await stop();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A start as the stack's: PGlite, the bootstrap (run on the first start only), the catalogs
 * settled when asked (as after migrations), PostgREST ready, then the answers closed.
 */
async function start({ settle = false } = {}) {
  const db = await startPgliteServer({ dataDir, port: await freePort() });
  let rest: Awaited<ReturnType<typeof startPostgrest>> | null = null;
  const stop = async () => {
    running.delete(stop);
    await rest?.stop();
    await db.stop();
  };
  running.add(stop);
  await migrate(db.url, {
    seed: false,
    migrationsDir,
    bootstrapMarker: path.join(dir, 'bootstrap.sha256'),
    migrationsMarker: path.join(dir, 'migrations.sha256'),
  });
  if (settle) await db.answers!.settle(db.url);
  const port = await freePort();
  rest = await startPostgrest({
    bin: findPostgrest(),
    dbUrl: roleUrl(db.url, 'authenticator'),
    port,
    jwtSecret: JWT_SECRET,
    pglite: true,
    verbose: false,
  });
  const counts = db.answers!.close();
  return {
    counts,
    url: `http://127.0.0.1:${port}`,
    /** Calls public.ping(): PostgREST finds a function only in its schema cache. */
    ping: () => fetch(`http://127.0.0.1:${port}/rpc/ping`, { method: 'POST' }),
    admin: db.url,
    stop,
  };
}

it('answers from the last start while the catalogs are unchanged, and asks again after a change', async () => {
  const first = await start({ settle: true });
  expect(first.counts.answered).toBe(0);
  expect(first.counts.learned).toBeGreaterThan(5);
  expect(existsSync(path.join(dataDir, ANSWERS_FILE))).toBe(true);
  await first.stop();

  const same = await start();
  expect(same.counts).toEqual({ answered: first.counts.learned, learned: 0 });
  expect((await same.ping()).status).toBe(404);
  const client = new pg.Client({ connectionString: same.admin });
  await client.connect();
  await client.query(
    `create function public.ping() returns int language sql as 'select 1';
     grant execute on function public.ping() to anon;`,
  );
  await client.end();
  // The running PostgREST still has the schema it started with.
  expect((await same.ping()).status).toBe(404);
  await same.stop();

  const changed = await start();
  expect(changed.counts.answered).toBe(0);
  expect(changed.counts.learned).toBe(first.counts.learned);
  const ping = await changed.ping();
  expect(ping.status).toBe(200);
  expect(await ping.json()).toBe(1);
  await changed.stop();
});

it('asks again after a catalog change that only crash recovery wrote', async () => {
  // Settled after the last test's change, so the start after it answers from the last.
  const settled = await start({ settle: true });
  await settled.stop();
  const before = await start();
  expect(before.counts).toEqual({ answered: settled.counts.learned, learned: 0 });
  await before.stop();

  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/support/ddl-then-crash.ts',
      dataDir,
      `create function public.pong() returns int language sql as 'select 2';
       grant execute on function public.pong() to anon;`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('changed') && resolve());
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before its change`)));
  });
  const killed = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await killed;

  const after = await start();
  expect(after.counts.answered).toBe(0);
  const pong = await fetch(`${after.url}/rpc/pong`, { method: 'POST' });
  expect(pong.status).toBe(200);
  expect(await pong.json()).toBe(2);
  await after.stop();
});
