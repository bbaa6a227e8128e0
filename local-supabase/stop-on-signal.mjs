// Ctrl-C and SIGTERM, and how a failure is said, for `npm run stack` (cli.ts) and `npm run dev`
// (scripts/dev.mjs, whose main thread runs Vite and stops the stack's worker). Plain
// JavaScript: dev.mjs's main thread imports it without loading the stack's bundle.
import process from 'node:process';

/**
 * On Ctrl-C or SIGTERM, runs every stop once, then exits: 0, or 1 (each failure said) when
 * one failed.
 * @param {(() => Promise<void>)[]} stops
 */
export function stopOnSignal(stops) {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    const failed = (await Promise.allSettled(stops.map((stop) => stop()))).filter(
      (r) => r.status === 'rejected',
    );
    for (const { reason } of failed) console.error(errorText(reason));
    process.exit(failed.length ? 1 : 0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * What a failure says: its message.
 * @param {unknown} error
 */
export function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}
