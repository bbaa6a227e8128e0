// `npm run bench -- load` ("Many users at once"): 50 simulated users
// (load-driver.ts) for LOAD_SECONDS (60) through the gateway and the real
// PostgREST, on the PGlite stack and on a throwaway PostgreSQL 15 cluster,
// both with the scale data. Then the PGlite stack is SIGKILLed mid-run and
// started again on the same data folder: every row a client was told was
// committed must still be there, and every client must recover.
// Budget: 0 errors, 0 rows visible to the wrong user, nothing lost.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../local-supabase';
import { newTally, OPERATIONS, signInUsers, step, type SimUser, type Tally } from './load-driver';
import { hasScaleData, loadScaleData } from './scale-data';
import { copyOfScaleData } from './scale-folder';
import { percentile } from './bench-stats';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/**
 * A user's pause after each answer: 1 s by default, still far quicker than a person
 * reading a page; LOAD_THINK_MS=0 is the saturated run (on PGlite, one statement at a
 * time, its queue outlasts PostgREST's 10 s pool wait: see docs/performance.md).
 */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const PG_BIN = '/usr/lib/postgresql/15/bin';
const TSX = path.resolve('node_modules/.bin/tsx');
/** A failed request's retry wait: a client backing off, not a timing of anything. */
const BACKOFF_MS = 250;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface LoadStack {
  apiUrl: string;
  dbUrl: string;
  proc: ChildProcess;
}

/** Starts scripts/lib/load-stack.ts in a process group of its own; resolves when it is ready. */
function spawnStack(env: Record<string, string>): Promise<LoadStack> {
  const proc = spawn(TSX, ['scripts/lib/load-stack.ts'], {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    proc.stdout!.on('data', (c: Buffer) => {
      output += c.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) resolve({ ...(JSON.parse(line) as { apiUrl: string; dbUrl: string }), proc });
    });
    proc.once('exit', (code) => reject(new Error(`load stack exited (${code}):\n${output}`)));
  });
}

async function signalGroup(stack: LoadStack, signal: NodeJS.Signals) {
  if (stack.proc.exitCode !== null || stack.proc.signalCode !== null) return;
  const exited = new Promise((r) => stack.proc.once('exit', r));
  process.kill(-stack.proc.pid!, signal);
  await exited;
}

async function stackEnv(extra: Record<string, string>) {
  return {
    LOAD_API_PORT: String(await freePort()),
    LOAD_DB_PORT: String(await freePort()),
    LOAD_REST_PORT: String(await freePort()),
    LOAD_MAIL_PORT: String(await freePort()),
    LOAD_SMTP_PORT: String(await freePort()),
    ...extra,
  };
}

/** Each user runs its plan until `done()`; a failed request backs off before the next. */
async function drive(
  users: SimUser[],
  tally: Tally,
  done: () => boolean,
  onStep?: (u: SimUser, ok: boolean, startedAt: number) => void,
) {
  await Promise.all(
    users.map(async (u) => {
      for (let n = 0; !done(); n++) {
        const startedAt = performance.now();
        const ok = await step(u, n, tally, startedAt).catch((e: unknown) => {
          tally.samples.add(`thrown: ${e instanceof Error ? e.message : String(e)}`);
          tally.errors.set('thrown', (tally.errors.get('thrown') ?? 0) + 1);
          return false;
        });
        onStep?.(u, ok, startedAt);
        if (!ok) await sleep(BACKOFF_MS);
        else if (THINK_MS) await sleep(THINK_MS);
      }
    }),
  );
}

const errorCount = (t: Tally) => [...t.errors.values()].reduce((a, b) => a + b, 0);

function printTable(label: string, tally: Tally, seconds: number) {
  console.log(`  ${label}: ${SECONDS} s, load average ${load()}`);
  console.log(
    `    ${'operation'.padEnd(20)} ${'requests'.padStart(8)} ${'req/s'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'errors'.padStart(6)}`,
  );
  let total = 0;
  for (const op of OPERATIONS) {
    const xs = [...(tally.latencies.get(op) ?? [])].sort((a, b) => a - b);
    total += xs.length;
    const cell = (p: number) => `${percentile(xs, p).toFixed(0)}ms`.padStart(6);
    console.log(
      `    ${op.padEnd(20)} ${String(xs.length).padStart(8)} ${(xs.length / seconds).toFixed(1).padStart(6)} ${cell(50)} ${cell(95)} ${cell(99)} ${String(tally.errors.get(op) ?? 0).padStart(6)}`,
    );
  }
  console.log(
    `    ${'all'.padEnd(20)} ${String(total).padStart(8)} ${(total / seconds).toFixed(1).padStart(6)} ${''.padStart(20)} ${String(errorCount(tally)).padStart(6)}`,
  );
  console.log(
    `    rows checked ${tally.rowsChecked}, visible to the wrong user ${tally.wrongRows}`,
  );
  for (const s of tally.samples) console.log(`    error: ${s}`);
}

/** Signs the users in and drives them for SECONDS; true within budget. */
async function measure(
  label: string,
  stack: LoadStack,
): Promise<{ ok: boolean; users: SimUser[] }> {
  const users = await signInUsers(stack.apiUrl, stack.dbUrl);
  const tally = newTally();
  const end = performance.now() + SECONDS * 1000;
  await drive(users, tally, () => performance.now() >= end);
  printTable(label, tally, SECONDS);
  return { ok: errorCount(tally) === 0 && tally.wrongRows === 0, users };
}

/**
 * After the restart: how many of `ids` are in `table`, and its row count read
 * by a forced sequential scan and by a forced primary-key index scan (a torn
 * heap or index would disagree).
 */
async function afterRestart(dbUrl: string, table: string, ids: Set<string>) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const count = async (sql: string, settings: string[], params: unknown[] = []) => {
    await db.query('begin');
    try {
      for (const s of settings) await db.query(`set local ${s} = off`);
      const { rows } = await db.query<{ n: number }>(sql, params);
      return rows[0]?.n ?? 0;
    } finally {
      await db.query('rollback');
    }
  };
  try {
    const all = `select count(*)::int as n from public.${table}`;
    return {
      found: await count(`${all} where id = any($1::uuid[])`, [], [[...ids]]),
      heap: await count(all, ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan']),
      index: await count(`${all} where id is not null`, ['enable_seqscan', 'enable_bitmapscan']),
    };
  } finally {
    await db.end();
  }
}

/**
 * Drives the users, SIGKILLs the stack's process group after a third of the
 * run, starts it again on the same folder and ports, and drives on until every
 * user has had a success after the restart. True when nothing acknowledged is
 * lost, no request sent after the restart failed, and every user recovered.
 */
async function crashAndRestart(
  stack: LoadStack,
  env: Record<string, string>,
  users: SimUser[],
): Promise<{ ok: boolean; stack: LoadStack }> {
  const tally = newTally();
  let readyAt = Infinity;
  let failedAfterRestart = 0;
  const recovered = new Set<SimUser>();
  const deadline = performance.now() + (SECONDS + 120) * 1000;
  const running = drive(
    users,
    tally,
    () => recovered.size === users.length || performance.now() > deadline,
    (u, ok, startedAt) => {
      if (startedAt < readyAt) return;
      if (ok) recovered.add(u);
      else failedAfterRestart += 1;
    },
  );
  await sleep((SECONDS * 1000) / 3);
  const acked = new Map([...tally.committed].map(([t, ids]) => [t, new Set(ids)]));
  const errorsBefore = errorCount(tally);
  const killedAt = performance.now();
  await signalGroup(stack, 'SIGKILL');
  const restarted = await spawnStack(env);
  readyAt = performance.now();
  // What the clients got while the stack was down; later samples are failures after the restart.
  const whileDown = new Set(tally.samples);
  tally.samples.clear();
  await running;
  console.log(
    `  crash: SIGKILL of the PGlite stack's process group after ${(SECONDS / 3).toFixed(0)} s; restarted on the same data folder, ready in ${((readyAt - killedAt) / 1000).toFixed(1)} s (load average ${load()})`,
  );
  let ok = recovered.size === users.length && failedAfterRestart === 0 && errorsBefore === 0;
  for (const [table, ids] of acked) {
    const all = tally.committed.get(table)!;
    const before = await afterRestart(restarted.dbUrl, table, ids);
    const after = await afterRestart(restarted.dbUrl, table, all);
    ok &&= before.found === ids.size && after.found === all.size && after.heap === after.index;
    console.log(
      `    ${table.padEnd(14)} acknowledged before the kill ${ids.size}, found after restart ${before.found}; acknowledged in the whole run ${all.size}, found ${after.found}; rows by seq scan ${after.heap}, by index ${after.index}`,
    );
  }
  console.log(
    `    errors while down ${errorCount(tally) - errorsBefore - failedAfterRestart} (expected), before the kill ${errorsBefore}, on requests sent after restart ${failedAfterRestart}; users recovered ${recovered.size}/${users.length}; wrong rows ${tally.wrongRows}`,
  );
  for (const s of whileDown) console.log(`    while down, supabase-js returned: ${s}`);
  for (const s of tally.samples) console.log(`    after the restart: ${s}`);
  return { ok: ok && tally.wrongRows === 0, stack: restarted };
}

async function withScaleData(stack: LoadStack) {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const loaded = await hasScaleData(db).finally(() => db.end());
  if (loaded)
    return console.log('  scale data present already (the shared folder, or LOAD_DATA_DIR)');
  const started = Date.now();
  const counts = await loadScaleData(stack.dbUrl);
  console.log(
    `  scale data loaded in ${((Date.now() - started) / 1000).toFixed(0)} s (${counts.cases} cases, ${counts.time_entries} time entries, ${counts.messages} messages)`,
  );
}

async function onPglite(): Promise<boolean> {
  // LOAD_DATA_DIR keeps the PGlite folder (and its scale data) for the next run.
  const kept = process.env.LOAD_DATA_DIR;
  const dir = kept ?? (await copyOfScaleData());
  const env = await stackEnv({ LOAD_STACK_DIR: dir });
  let stack: LoadStack | null = null;
  try {
    stack = await spawnStack(env);
    await withScaleData(stack);
    const { ok, users } = await measure('PGlite stack', stack);
    const crash = await crashAndRestart(stack, env, users);
    stack = crash.stack;
    return ok && crash.ok;
  } finally {
    if (stack) await signalGroup(stack, 'SIGTERM').catch(() => {});
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

/** A throwaway PostgreSQL 15 cluster as .ci/run makes one (supabase_admin its superuser). */
async function onPostgres15(): Promise<boolean> {
  if (!existsSync(path.join(PG_BIN, 'postgres'))) {
    console.log(`  PostgreSQL 15: no binaries in ${PG_BIN}, skipped (counts as a failure)`);
    return false;
  }
  const data = mkdtempSync(path.join(tmpdir(), 'gal-load-pg15-'));
  const storage = mkdtempSync(path.join(tmpdir(), 'gal-load-storage-'));
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root.
  const asPg = (bin: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(path.join(PG_BIN, bin), args, { stdio: 'ignore' });
  if (root) chownSync(data, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const port = await freePort();
  let stack: LoadStack | null = null;
  try {
    asPg('initdb', ['-D', data, '-U', 'supabase_admin', '--auth=trust']);
    asPg('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`,
      '-l',
      `${data}/server.log`,
      '-w',
      'start',
    ]);
    const url = `postgres://supabase_admin:postgres@127.0.0.1:${port}/postgres`;
    stack = await spawnStack(await stackEnv({ DATABASE_URL: url, LOAD_STACK_DIR: storage }));
    await withScaleData(stack);
    return (await measure('PostgreSQL 15 + PostgREST', stack)).ok;
  } finally {
    if (stack) await signalGroup(stack, 'SIGTERM').catch(() => {});
    try {
      asPg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // never started
    }
    rmSync(data, { recursive: true, force: true });
    rmSync(storage, { recursive: true, force: true });
  }
}

/** Prints both tables and the crash figures; false over budget. */
export async function benchLoad(): Promise<boolean> {
  console.log(
    `  50 users (5 admin sessions, 35 contractors, 10 applicants), ${SECONDS} s each run, ${THINK_MS ? `${THINK_MS} ms between a user's requests` : "no pause between a user's requests"}; budget: 0 errors, 0 wrong rows, nothing lost`,
  );
  const pglite = await onPglite();
  const postgres = await onPostgres15();
  const ok = pglite && postgres;
  console.log(`  load: ${ok ? 'within budget' : 'OVER BUDGET'}`);
  return ok;
}
