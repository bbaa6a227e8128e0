// Vite for `npm run dev`, in a worker thread of scripts/dev.mjs: its own event loop on the
// second core, so Vite's start does not queue behind PGlite's (both are main-thread work:
// in one thread a warm start took 3.9 s, PGlite's open 2.3 s of it against 1.0 s alone),
// while the process stays one (about 40 MB less than a second Node). Its lines are [app].
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';
import { createServer } from 'vite';
import { prefixConsole } from './lib/prefix-console.mjs';

const { port, color, startedAt } = workerData;
// Vite logs through this thread's console (its stdout reaches the process's).
prefixConsole('app', 'green', color);

// Vite ends the process on SIGTERM or stdin's end; here the main thread decides when to stop.
const before = { sigterm: process.listeners('SIGTERM'), end: process.stdin.listeners('end') };
let server;
try {
  server = await createServer({
    clearScreen: false,
    ...(port === undefined ? {} : { server: { port, strictPort: true } }),
  });
  for (const l of process.listeners('SIGTERM'))
    if (!before.sigterm.includes(l)) process.off('SIGTERM', l);
  for (const l of process.stdin.listeners('end'))
    if (!before.end.includes(l)) process.stdin.off('end', l);
  await server.listen();
} catch (error) {
  await server?.close();
  parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
  process.exit(0);
}
// From the process's start (the main thread's), as the stack's phases count.
server.config.logger.info(`Vite ready in ${Math.round(Date.now() - startedAt)} ms`);
server.printUrls();
parentPort.postMessage({ ready: true });
parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  await server.close();
  process.exit(0); // in a worker, ends this thread only
});
