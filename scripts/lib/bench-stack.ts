// The stack itself, `npm run bench -- stack`:
//   - `npm run dev` ready, first start (empty data folder) and warm (the median of three, as a
//     single start on this shared 2-core machine varies by a second); budgets 20 s / 3 s
//   - the RSS of `npm run dev`'s whole process group (npm, its shell, the Node process running
//     the stack and Vite, PostgREST) at ready and idle 10 s later (budget 500 MB) and after an
//     upload-heavy run through the storage API, with each process's share
//   - REST throughput of an RLS-filtered read at 1, 8 and 32 clients (autocannon)
//     beside the same transaction run on PGlite in-process: what the wire server,
//     PostgREST and the gateway cost.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  cpuSeconds,
  processTree,
  rssSplitMb,
  startDev,
  stopDev,
  treeRssMb,
  type Dev,
} from './dev-process';
import { benchRestThroughput } from './bench-rest-throughput';
import { signInDemo } from './bench-stats';

export const STACK_BUDGETS = { coldMs: 20_000, warmMs: 3_000, idleRssMb: 500 };

/** Warm starts timed; the budget applies to their median. */
const WARM_STARTS = 3;

/** How long the warm stack sits without a request before its idle RSS is read. */
const IDLE_MS = 10_000;

/** Uploads in the heavy run: 1.5 MB each (the avatars bucket takes 2 MB), 8 at a time. */
const UPLOADS = 120;
const UPLOAD_BYTES = 1_500_000;
const UPLOADERS = 8;

const ms = (n: number) => `${n.toFixed(0)} ms`;
const mb = (n: number) => `${n.toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER BUDGET');

/** Which part of `npm run dev` a process is, from its command line. */
function role(args: string): string {
  if (args.includes('postgrest')) return 'PostgREST';
  if (/\bdeno\b/.test(args)) return 'Deno (Edge Function)';
  if (args.startsWith('npm')) return 'npm';
  if (/^(\/bin\/)?sh /.test(args)) return 'sh (npm runs the script through it)';
  if (args.includes('scripts/dev.mjs')) {
    return 'Node: the stack (PGlite, wire server, gateway...) and Vite';
  }
  return args.slice(0, 40);
}

/** One line per process of the group, the largest first. */
function printBreakdown(dev: Dev) {
  const procs = processTree(dev.npm.pid!);
  for (const p of procs.sort((a, b) => b.rssMb - a.rssMb)) {
    const split = rssSplitMb(p.pid);
    console.log(
      `    ${role(p.args).padEnd(64)} ${mb(p.rssMb).padStart(7)}  (anon ${mb(split.anon)}, file ${mb(split.file)}; ${cpuSeconds(p.pid).toFixed(1)} CPU s so far)`,
    );
  }
}

/** Where a start's time went: each phase's end from the stack process's start, and Vite's. */
function printPhases(dev: Dev) {
  for (const p of dev.phases) {
    console.log(
      `    ${p.name.padEnd(34)} done at ${ms(p.atMs).padStart(8)}  (took ${ms(p.tookMs).padStart(8)}; stack ${p.cpuS.toFixed(1)} CPU s so far)`,
    );
  }
  if (dev.viteReadyMs !== null) {
    console.log(
      `    ${'Vite ready (its own figure)'.padEnd(34)} done at ${ms(dev.viteReadyMs).padStart(8)}`,
    );
  }
}

const groupRssMb = (dev: Dev) => treeRssMb(dev.npm.pid!);

/** UPLOADS avatars through storage-js, each read back from its public URL. */
async function uploadHeavyRun(apiUrl: string): Promise<number> {
  const { client, userId } = await signInDemo(apiUrl, 'contractor@demo.test');
  const bucket = client.storage.from('avatars');
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < UPLOADS) {
      const i = next++;
      const path = `${userId}/bench-${i % 20}.png`;
      const { error } = await bucket.upload(path, randomBytes(UPLOAD_BYTES), {
        contentType: 'image/png',
        upsert: true,
      });
      if (error) throw new Error(`upload ${i}: ${error.message}`);
      const res = await fetch(bucket.getPublicUrl(path).data.publicUrl);
      if (!res.ok) throw new Error(`download ${i}: ${res.status}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: UPLOADERS }, worker));
  return performance.now() - started;
}

/** Runs the stack part; `onWarm` measures more on the warm stack (the full bench's API figures). */
export async function benchStack(onWarm?: (dev: Dev) => Promise<void>): Promise<boolean> {
  const [load1] = loadavg();
  console.log(`  load average at start: ${load1?.toFixed(2)} (2 shared cores)`);
  let ok = true;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gal-bench-data-'));
  try {
    const cold = await startDev(dataDir);
    const coldOk = cold.readyMs <= STACK_BUDGETS.coldMs;
    console.log(
      `  ready, first start:   ${ms(cold.readyMs).padStart(9)}  (budget ${ms(STACK_BUDGETS.coldMs)}) ${verdict(coldOk)}; ${cold.readyCpuS.toFixed(1)} CPU s`,
    );
    printPhases(cold);
    await stopDev(cold);
    // Every warm start but the last is stopped at once; the last one stays for the memory figures.
    const warmMs: number[] = [];
    let warm = await startDev(dataDir);
    for (;;) {
      warmMs.push(warm.readyMs);
      console.log(
        `  ready, warm (${warmMs.length}/${WARM_STARTS}):    ${ms(warm.readyMs).padStart(9)}; ${warm.readyCpuS.toFixed(1)} CPU s`,
      );
      printPhases(warm);
      if (warmMs.length === WARM_STARTS) break;
      await stopDev(warm);
      warm = await startDev(dataDir);
    }
    try {
      const warmMedian = [...warmMs].sort((a, b) => a - b)[Math.floor(WARM_STARTS / 2)]!;
      const warmOk = warmMedian <= STACK_BUDGETS.warmMs;
      console.log(
        `  ready, warm, median:  ${ms(warmMedian).padStart(9)}  (budget ${ms(STACK_BUDGETS.warmMs)}) ${verdict(warmOk)}`,
      );
      const atReady = groupRssMb(warm);
      console.log(`  RSS at ready:         ${mb(atReady).padStart(9)}`);
      printBreakdown(warm);
      // Idle: no request for IDLE_MS after ready. V8's memory reducer collects the
      // start's garbage within seconds (the stack about 40 MB), and Vite finishes
      // pre-transforming what the readiness check's GET / named.
      await new Promise((r) => setTimeout(r, IDLE_MS));
      const idle = groupRssMb(warm);
      const idleOk = idle <= STACK_BUDGETS.idleRssMb;
      console.log(
        `  RSS idle (${IDLE_MS / 1000} s after ready): ${mb(idle).padStart(5)}  (budget ${mb(STACK_BUDGETS.idleRssMb)}) ${verdict(idleOk)}`,
      );
      printBreakdown(warm);
      ok = coldOk && warmOk && idleOk;
      const took = await uploadHeavyRun(warm.apiUrl);
      console.log(
        `  RSS after ${UPLOADS} uploads: ${mb(groupRssMb(warm))} (${(UPLOADS * UPLOAD_BYTES) / 1e6} MB up and down through /storage/v1, ${UPLOADERS} at a time, in ${ms(took)})`,
      );
      printBreakdown(warm);
      await onWarm?.(warm);
    } finally {
      await stopDev(warm);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('REST throughput, RLS-filtered read (contractor, cases), vs PGlite in-process');
  await benchRestThroughput();
  return ok;
}
