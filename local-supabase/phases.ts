// When each part of a start finished, measured from the process's own start
// (performance.now() counts from it, so module loading is included), with the
// process's CPU seconds so far. `npm run bench -- stack` prints them (where
// a warm start's time goes); LOCAL_SUPABASE_PHASES=1 makes `npm run stack` print
// them as one JSON line.
export interface Phase {
  name: string;
  /** Milliseconds from the process's start to the end of this phase. */
  atMs: number;
  /** How long the phase itself ran (its parts may overlap others). */
  tookMs: number;
  /** CPU seconds (all threads) the process had used when the phase ended. */
  cpuS: number;
}

const phases: Phase[] = [];

const cpuS = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Records that `name` ended now, having started at `sinceMs` (process time). */
export function phase(name: string, sinceMs = 0): void {
  const atMs = performance.now();
  phases.push({ name, atMs, tookMs: atMs - sinceMs, cpuS: cpuS() });
}

/** Runs `work` and records it as a phase. */
export async function timed<T>(name: string, work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const since = performance.now();
  const result = await (typeof work === 'function' ? work() : work);
  phase(name, since);
  return result;
}

export function recordedPhases(): readonly Phase[] {
  return phases;
}
