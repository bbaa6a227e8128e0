// `npm run dev`: the local stack and Vite in one Node process (the whole process
// group's idle RSS). Each Node process costs a baseline of about 40 MB before it does
// anything, so npm's child is this process alone: no concurrently, no second Node for Vite.
// The stack runs in a worker thread (scripts/dev-stack.mjs) and Vite on this one, so the two
// start on both cores.
// Lines are prefixed [stack] or [app]; Ctrl-C or SIGTERM stops both (and PostgREST with the
// stack); a start that fails on either side stops the other and exits 1.
// `npm run dev -- --port 5174` moves the app (Vite) off 5173; the stack reads its
// LOCAL_SUPABASE_* ports from the environment as `npm run stack` does.
import process from 'node:process';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { errorText, stopOnSignal } from '../local-supabase/stop-on-signal.mjs';
import { prefixConsole } from './lib/prefix-console.mjs';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error(`--port ${values.port} is not a port number (1 to 65535).`);
  process.exit(1);
}

const color = Boolean(process.stdout.isTTY);

/** Starts the stack in its worker; resolves to its stop once it serves. */
function startStack() {
  const worker = new Worker(new URL('./dev-stack.mjs', import.meta.url), {
    workerData: { color },
  });
  let state = 'starting';
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  return new Promise((resolve, reject) => {
    worker.on('error', (error) => {
      if (state === 'starting') reject(error);
      else process.stderr.write(`[stack] ${errorText(error)}\n`);
    });
    void exited.then((code) => {
      if (state === 'starting') reject(new Error(`the stack's worker exited (${code})`));
      // A stack that dies later ends npm run dev too, rather than leave the app without its API.
      if (state !== 'running') return;
      process.stderr.write(`[stack] stopped unexpectedly (exit ${code}); stopping.\n`);
      process.exit(1);
    });
    worker.once('message', (message) => {
      if (message.failed) return reject(new Error(message.failed));
      state = 'running';
      // The worker stops the stack and ends when told to.
      resolve(() => {
        state = 'stopping';
        worker.postMessage('stop');
        return exited;
      });
    });
  });
}

// The worker first: it loads the stack while this thread loads Vite.
const stackStarting = startStack();
// Vite (and this thread's console) logs as [app]; the worker labels its own lines.
prefixConsole('app', 'green', color);
const { startApp } = await import('./dev-app.mjs');
const [stack, app] = await Promise.allSettled([stackStarting, startApp(port)]);
const stops = [stack, app].flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));

if (stack.status === 'rejected' || app.status === 'rejected') {
  if (stack.status === 'rejected') process.stderr.write(`[stack] ${errorText(stack.reason)}\n`);
  if (app.status === 'rejected') console.error(errorText(app.reason));
  await Promise.allSettled(stops.map((stop) => stop()));
  process.exit(1);
}

stopOnSignal(stops);
