// npm run bench: prints figures, asserts nothing but the bundle budget.
//   - `npm run dev` readiness, cold (empty data folder) and warm, and the stack's RSS
//   - REST latency under RLS and sign-in latency through the gateway
//   - gzip JS of the landing route, against a budget
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ANON_KEY } from '../local-supabase/config';
import { freePort } from '../local-supabase/free-port';

const BIN = (name: string) => path.join('node_modules', '.bin', name);
const LANDING_BUDGET_KB = Number(process.env.LANDING_BUDGET_KB ?? 180);

const ms = (n: number) => `${n.toFixed(0)} ms`;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function waitFor(url: string, deadline: number, headers: Record<string, string> = {}) {
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

/** RSS in MB of a process and all its descendants. */
function treeRssMb(pid: number): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const pids = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, pp] of table) {
      if (pids.has(pp) && !pids.has(p)) {
        pids.add(p);
        grew = true;
      }
    }
  }
  return table.filter(([p]) => pids.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

interface Dev {
  stack: ChildProcess;
  vite: ChildProcess;
  apiUrl: string;
  readyMs: number;
}

/** Starts what `npm run dev` starts, on free ports, and times until both answer. */
async function startDev(dataDir: string): Promise<Dev> {
  const apiPort = await freePort();
  const appPort = await freePort();
  const env = {
    ...process.env,
    LOCAL_SUPABASE_DIR: dataDir,
    LOCAL_SUPABASE_API_PORT: String(apiPort),
    LOCAL_SUPABASE_DB_PORT: String(await freePort()),
    LOCAL_SUPABASE_REST_PORT: String(await freePort()),
  };
  const started = Date.now();
  // The binaries themselves, not npx: npx does not pass SIGINT on.
  const stack = spawn(BIN('tsx'), ['local-supabase/cli.ts', 'start'], { env, stdio: 'ignore' });
  const vite = spawn(BIN('vite'), ['--port', String(appPort), '--strictPort'], {
    env,
    stdio: 'ignore',
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const deadline = Date.now() + 120_000;
  await Promise.all([
    waitFor(`${apiUrl}/rest/v1/`, deadline, { apikey: ANON_KEY }),
    waitFor(`${apiUrl}/auth/v1/health`, deadline),
    waitFor(`http://localhost:${appPort}/`, deadline),
  ]);
  return { stack, vite, apiUrl, readyMs: Date.now() - started };
}

async function stopDev(dev: Dev) {
  for (const child of [dev.vite, dev.stack]) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }
}

async function signIn(apiUrl: string, email: string): Promise<{ ms: number; token: string }> {
  const t = performance.now();
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  const body = (await res.json()) as { access_token: string };
  return { ms: performance.now() - t, token: body.access_token };
}

async function benchApi(apiUrl: string) {
  const signIns: number[] = [];
  let token = '';
  for (let i = 0; i < 10; i++) {
    const r = await signIn(apiUrl, 'contractor@demo.test');
    signIns.push(r.ms);
    token = r.token;
  }
  const headers = { apikey: ANON_KEY, authorization: `Bearer ${token}` };
  const sequential: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    await (await fetch(`${apiUrl}/rest/v1/users?select=id,full_name,role`, { headers })).json();
    sequential.push(performance.now() - t);
  }
  const concurrent = 200;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: concurrent }, () =>
      fetch(`${apiUrl}/rest/v1/users?select=id`, { headers }).then((r) => r.json()),
    ),
  );
  const burst = performance.now() - t;
  console.log(
    `  sign-in (bcrypt cost 10):  p50 ${ms(percentile(signIns, 50))}, p95 ${ms(percentile(signIns, 95))}`,
  );
  console.log(
    `  REST read under RLS:       p50 ${ms(percentile(sequential, 50))}, p95 ${ms(percentile(sequential, 95))} (300 sequential)`,
  );
  console.log(
    `  REST burst:                ${concurrent} concurrent in ${ms(burst)} = ${((concurrent / burst) * 1000).toFixed(0)} req/s`,
  );
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

async function benchBundle(): Promise<boolean> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gal-bench-build-'));
  try {
    process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:54321';
    process.env.VITE_SUPABASE_ANON_KEY ??= ANON_KEY;
    await build({
      logLevel: 'silent',
      build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true },
    });
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit('index.html');
    const landing = Object.keys(manifest).find((k) => k.includes('landing-page'));
    if (landing) visit(landing);
    const gz = (f: string) => gzipSync(readFileSync(path.join(outDir, f))).length / 1024;
    const landingKb = [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0);
    const allKb = Object.values(manifest)
      .map((c) => c.file)
      .filter((f, i, a) => f.endsWith('.js') && a.indexOf(f) === i)
      .reduce((s, f) => s + gz(f), 0);
    const ok = landingKb <= LANDING_BUDGET_KB;
    console.log(
      `  landing route JS (gzip):   ${landingKb.toFixed(1)} kB (budget ${LANDING_BUDGET_KB} kB) ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    console.log(`  all JS chunks (gzip):      ${allKb.toFixed(1)} kB`);
    return ok;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log('Bundle');
  const withinBudget = await benchBundle();

  console.log('npm run dev (stack + Vite), on free ports');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gal-bench-data-'));
  try {
    const cold = await startDev(dataDir);
    console.log(`  ready, cold (new database): ${ms(cold.readyMs)}`);
    await stopDev(cold);
    const warm = await startDev(dataDir);
    console.log(`  ready, warm:                ${ms(warm.readyMs)}`);
    console.log(`  stack RSS at rest:          ${treeRssMb(warm.stack.pid!).toFixed(0)} MB`);
    console.log('API through the gateway');
    await benchApi(warm.apiUrl);
    console.log(`  stack RSS after load:       ${treeRssMb(warm.stack.pid!).toFixed(0)} MB`);
    await stopDev(warm);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!withinBudget) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
