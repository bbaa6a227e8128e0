// What `npm run dev` starts (the stack and Vite), started on free ports by the
// bench, timed until it answers, and measured from outside: the RSS of each
// process in its tree, read from /proc.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ANON_KEY } from '../../local-supabase/config';
import { freePort } from '../../local-supabase/free-port';
import type { Phase } from '../../local-supabase/phases';

/**
 * The Node flags package.json's dev script gives the stack and Vite (read from it, so the
 * bench measures what `npm run dev` runs). Both: a 1 MB young generation (about 50 to 100
 * MB less RSS each) and V8's optimize-for-size (40 to 60 MB less idle). The stack also gives
 * V8 one background thread, not four: each kept a malloc arena of PGlite's start (40 to 60
 * MB retained); --single-threaded saved as much but cut REST throughput by a quarter.
 */
function devFlags(target: string): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { dev: string } };
  const flags = new RegExp(`node ((?:--\\S+ )+)${target}`).exec(pkg.scripts.dev)?.[1];
  if (!flags) throw new Error(`package.json's dev script no longer runs ${target} with node`);
  return flags.trim().split(' ');
}
const STACK_FLAGS = devFlags('local-supabase/run.mjs');
const VITE_FLAGS = devFlags('node_modules/vite/bin/vite.js');

export async function waitFor(url: string, deadline: number, headers: Record<string, string> = {}) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { headers });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} not ready in time`);
}

export interface Proc {
  pid: number;
  ppid: number;
  rssMb: number;
  args: string;
}

/** A process and all its descendants, with their RSS. */
export function processTree(pid: number): Proc[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [p = '', pp = '', rss = '', ...args] = line.trim().split(/\s+/);
      return { pid: Number(p), ppid: Number(pp), rssMb: Number(rss) / 1024, args: args.join(' ') };
    });
  const pids = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of table) {
      if (pids.has(p.ppid) && !pids.has(p.pid)) {
        pids.add(p.pid);
        grew = true;
      }
    }
  }
  return table.filter((p) => pids.has(p.pid));
}

/** RSS in MB of a process and all its descendants. */
export function treeRssMb(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + p.rssMb, 0);
}

/** Anonymous (heap, WASM memory) vs file-backed (code, mapped libraries) RSS of one process. */
export function rssSplitMb(pid: number): { anon: number; file: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { anon: kb('RssAnon') / 1024, file: (kb('RssFile') + kb('RssShmem')) / 1024 };
  } catch {
    return { anon: 0, file: 0 };
  }
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far: less load-dependent than wall time. */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export interface Dev {
  stack: ChildProcess;
  vite: ChildProcess;
  apiUrl: string;
  appUrl: string;
  readyMs: number;
  /** CPU seconds the stack's and Vite's processes had used when both answered. */
  readyCpuS: number;
  /** When each part of the stack's start ended (local-supabase/phases.ts), from its process's start. */
  phases: Phase[];
  /** Vite's own "ready in" figure, from its process's start. */
  viteReadyMs: number | null;
}

/** Starts what `npm run dev` starts, on free ports, and times until both answer. */
export async function startDev(dataDir: string): Promise<Dev> {
  const apiPort = await freePort();
  const appPort = await freePort();
  const env = {
    ...process.env,
    LOCAL_SUPABASE_DIR: dataDir,
    LOCAL_SUPABASE_API_PORT: String(apiPort),
    LOCAL_SUPABASE_DB_PORT: String(await freePort()),
    LOCAL_SUPABASE_REST_PORT: String(await freePort()),
    LOCAL_SUPABASE_MAIL_PORT: String(await freePort()),
    LOCAL_SUPABASE_SMTP_PORT: String(await freePort()),
  };
  const started = Date.now();
  // What `npm run dev` runs, without npm: npm does not pass SIGINT on.
  const node = (flags: string[], args: string[]) =>
    spawn(process.execPath, [...flags, ...args], {
      env: { ...env, LOCAL_SUPABASE_PHASES: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const stack = node(STACK_FLAGS, ['local-supabase/run.mjs', 'start']);
  const stackSaid = collect(stack);
  // A stack that gives up (PostgREST not ready in time on a loaded machine) fails the
  // wait at once, with what it said.
  let said = '';
  stack.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const gaveUp = new Promise<never>((_, reject) =>
    stack.once('exit', (code) =>
      reject(new Error(`the stack exited (${code}) before ready:\n${said}`)),
    ),
  );
  const vite = node(VITE_FLAGS, [
    path.join('node_modules', 'vite', 'bin', 'vite.js'),
    '--port',
    String(appPort),
    '--strictPort',
  ]);
  const viteSaid = collect(vite);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appUrl = `http://localhost:${appPort}`;
  const deadline = Date.now() + 120_000;
  gaveUp.catch(() => {}); // an exit after ready is stopDev's
  await Promise.race([
    gaveUp,
    Promise.all([
      waitFor(`${apiUrl}/rest/v1/`, deadline, { apikey: ANON_KEY }),
      waitFor(`${apiUrl}/auth/v1/health`, deadline),
      waitFor(`${appUrl}/`, deadline),
    ]),
  ]);
  const readyMs = Date.now() - started;
  const readyCpuS = [...processTree(stack.pid!), ...processTree(vite.pid!)].reduce(
    (sum, p) => sum + cpuSeconds(p.pid),
    0,
  );
  // The stack prints its phases just before it is ready; Vite its figure as it listens.
  const phasesLine = /^phases (.*)$/m.exec(stackSaid());
  const viteReady = /ready in\s+(\d+)/.exec(stripVTControlCharacters(viteSaid()));
  return {
    stack,
    vite,
    apiUrl,
    appUrl,
    readyMs,
    readyCpuS,
    phases: phasesLine ? (JSON.parse(phasesLine[1]!) as Phase[]) : [],
    viteReadyMs: viteReady ? Number(viteReady[1]) : null,
  };
}

/** What a child prints on stdout, kept (and drained, so the pipe never fills). */
function collect(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    if (text.length < 100_000) text += chunk.toString();
  });
  return () => text;
}

export async function stopDev(dev: Dev) {
  for (const child of [dev.vite, dev.stack]) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }
}
