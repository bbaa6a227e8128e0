// One PGlite data folder with the demo seed and the scale data, made once per bench
// run and copied for each part that starts a stack on it: each part loaded the scale
// data itself before (60 to 80 s each on PGlite; the full `npm run bench`).
// BENCH_SCALE_DIR keeps the folder across runs (made there if it lacks the data).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Stack, type StackOptions, startEphemeralStack } from '../../local-supabase';
import { loadScaleData } from './scale-data';

/** Written last, so a folder whose loading stopped half-way is never taken as done. */
const DONE = 'scale-data.json';

let making: Promise<string> | null = null;

/**
 * The folder (a stack's data folder: db/ and storage/) with the scale data, made on
 * the first call and removed when the process exits unless BENCH_SCALE_DIR names it.
 */
export function scaleDataFolder(): Promise<string> {
  making ??= makeFolder();
  return making;
}

async function makeFolder(): Promise<string> {
  const kept = process.env.BENCH_SCALE_DIR;
  if (kept && existsSync(path.join(kept, DONE))) {
    console.log(`  scale data: ${kept} (BENCH_SCALE_DIR, loaded before)`);
    return kept;
  }
  const dir = kept ?? mkdtempSync(path.join(tmpdir(), 'gal-bench-scale-'));
  if (kept) rmSync(dir, { recursive: true, force: true });
  else process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const started = Date.now();
  const stack = await startEphemeralStack({ dataDir: dir, seed: true });
  try {
    const counts = await loadScaleData(stack.dbUrl);
    writeFileSync(path.join(dir, DONE), JSON.stringify(counts));
  } finally {
    await stack.stop();
  }
  console.log(
    `  scale data loaded once for every part in ${((Date.now() - started) / 1000).toFixed(0)} s (${dir})`,
  );
  return dir;
}

/** Table sizes of the scale data folder, as loadScaleData counted them. */
export async function scaleCounts(): Promise<Record<string, number>> {
  return JSON.parse(readFileSync(path.join(await scaleDataFolder(), DONE), 'utf8')) as Record<
    string,
    number
  >;
}

/** A fresh copy of the scale data folder, for a part that writes (sign-ins, the load test). */
export async function copyOfScaleData(): Promise<string> {
  const from = await scaleDataFolder();
  const to = mkdtempSync(path.join(tmpdir(), 'gal-bench-scale-copy-'));
  cpSync(from, to, { recursive: true });
  return to;
}

/**
 * A throwaway stack (free ports) on a copy of the scale data: warm, as its migrations
 * ran in the folder already. stop() removes the copy.
 */
export async function startScaleStack(options: Partial<StackOptions> = {}): Promise<Stack> {
  const started = Date.now();
  const dir = await copyOfScaleData();
  const stack = await startEphemeralStack({ seed: true, ...options, dataDir: dir }).catch(
    (error: unknown) => {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    },
  );
  console.log(
    `  stack on a copy of the scale data, up in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return {
    ...stack,
    async stop() {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
