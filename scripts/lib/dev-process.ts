// `npm run dev` itself (npm, its shell, the Node process running the stack and Vite,
// PostgREST), started by the bench on free ports in a process group of its own, timed until it
// answers, measured from outside (the RSS of each process in its tree, read from /proc) and
// stopped as Ctrl-C stops it: SIGINT to the whole group.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { PUBLISHABLE_KEY, freePort, type Phase } from '../../local-supabase';

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
  /** `npm run dev`: the group's leader; its tree is the whole group. */
  npm: ChildProcess;
  /** The Node process running the stack and Vite (scripts/dev.mjs), inside the group. */
  devPid: number;
  apiUrl: string;
  appUrl: string;
  readyMs: number;
  /** CPU seconds the group's processes had used when both answered. */
  readyCpuS: number;
  /** When each part of the stack's start ended (local-supabase/phases.ts), from its process's start. */
  phases: Phase[];
  /** Vite's "ready in" figure (scripts/dev.mjs), from its process's start. */
  viteReadyMs: number | null;
}

/** Starts `npm run dev` on free ports and times until the API and the app answer. */
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
    LOCAL_SUPABASE_PHASES: '1',
  };
  const started = Date.now();
  // Its own process group, as a terminal gives it: stopDev's SIGINT reaches every process.
  const npm = spawn('npm', ['run', 'dev', '--', '--port', String(appPort)], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const said = collect(npm);
  // A dev server that gives up (PostgREST not ready in time on a loaded machine) fails the
  // wait at once, with what it said.
  const gaveUp = new Promise<never>((_, reject) =>
    npm.once('exit', (code) =>
      reject(new Error(`npm run dev exited (${code}) before ready:\n${said()}`)),
    ),
  );
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appUrl = `http://localhost:${appPort}`;
  const deadline = Date.now() + 120_000;
  gaveUp.catch(() => {}); // an exit after ready is stopDev's
  await Promise.race([
    gaveUp,
    Promise.all([
      waitFor(`${apiUrl}/rest/v1/`, deadline, { apikey: PUBLISHABLE_KEY }),
      waitFor(`${apiUrl}/auth/v1/health`, deadline),
      waitFor(`${appUrl}/`, deadline),
    ]),
  ]);
  const readyMs = Date.now() - started;
  const group = processTree(npm.pid!);
  const readyCpuS = group.reduce((sum, p) => sum + cpuSeconds(p.pid), 0);
  const devPid = group.find((p) => /^node .*scripts\/dev\.mjs/.test(p.args))?.pid;
  if (!devPid) throw new Error(`npm run dev runs no scripts/dev.mjs:\n${said()}`);
  // The stack prints its phases just before it is ready; Vite its figure as it listens.
  const text = stripVTControlCharacters(said());
  const phasesLine = /^\[stack\] phases (.*)$/m.exec(text);
  const viteReady = /Vite ready in (\d+) ms/.exec(text);
  return {
    npm,
    devPid,
    apiUrl,
    appUrl,
    readyMs,
    readyCpuS,
    phases: phasesLine ? (JSON.parse(phasesLine[1]!) as Phase[]) : [],
    viteReadyMs: viteReady ? Number(viteReady[1]) : null,
  };
}

/** What a child prints on stdout and stderr, kept (and drained, so the pipes never fill). */
function collect(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    if (text.length < 100_000) text += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

/** Ctrl-C: SIGINT to the whole group; fails if a process of the group outlives npm. */
export async function stopDev(dev: Dev) {
  const pgid = dev.npm.pid!;
  if (dev.npm.exitCode === null && dev.npm.signalCode === null) {
    const exited = new Promise((r) => dev.npm.once('exit', r));
    process.kill(-pgid, 'SIGINT');
    await exited;
  }
  const left = execFileSync('ps', ['-eo', 'pgid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => {
      const [group, stat] = line.trim().split(/\s+/);
      return Number(group) === pgid && !stat?.startsWith('Z');
    });
  if (left.length > 0) throw new Error(`npm run dev left processes running:\n${left.join('\n')}`);
}
