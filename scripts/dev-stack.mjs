// The local stack for `npm run dev`, in a worker thread of scripts/dev.mjs. Vite keeps the main
// thread: on Node 20, Tailwind's module hooks route every later import() of Vite's through the
// main thread's event loop, which PGlite's queries held for seconds when the stack ran there (a
// warm start's first page waited up to 3 s for one import). Its lines are [stack].
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';
import { loadCli } from '../local-supabase/run.mjs';
import { prefixConsole } from './lib/prefix-console.mjs';

prefixConsole('stack', 'blue', workerData.color);

const cli = await loadCli();
let stop;
try {
  stop = await cli.serve();
} catch (error) {
  // startStack stopped whatever it had started before it threw.
  parentPort.postMessage({ failed: cli.startError(error) });
  process.exit(0); // in a worker, ends this thread only
}
parentPort.postMessage({ ready: true });
parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  await stop();
  process.exit(0);
});
