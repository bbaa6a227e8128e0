// `npm run dev`: the local stack and Vite in one Node process (issue 22: the whole process
// group's idle RSS). Each Node process costs a baseline of about 40 MB before it does
// anything, so npm's child is this process alone: no concurrently, no second Node for Vite.
// Lines are prefixed [stack] or [app]; Ctrl-C or SIGTERM stops both (and PostgREST with the
// stack); a start that fails on either side stops the other and exits 1.
// `npm run dev -- --port 5174` moves the app (Vite) off 5173; the stack reads its
// LOCAL_SUPABASE_* ports from the environment as `npm run stack` does.
import process from 'node:process';
import { format, parseArgs, styleText } from 'node:util';
import { createLogger, createServer } from 'vite';
import { loadCli } from '../local-supabase/run.mjs';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error(`--port ${values.port} is not a port number (1 to 65535).`);
  process.exit(1);
}

const tag = (name, color) => (process.stdout.isTTY ? styleText(color, `[${name}]`) : `[${name}]`);
const STACK = tag('stack', 'blue');
const APP = tag('app', 'green');
const prefix = (label, text) =>
  text
    .split('\n')
    .map((line) => `${label} ${line}`)
    .join('\n');

// Both sides log through the console; a line is [app] while Vite's logger is writing it
// (synchronously), else [stack].
let label = STACK;
for (const method of ['log', 'info', 'warn', 'error']) {
  const original = console[method].bind(console);
  console[method] = (...args) => original(prefix(label, format(...args)));
}
const viteLogger = createLogger('info', { allowClearScreen: false });
for (const method of ['info', 'warn', 'warnOnce', 'error']) {
  const original = viteLogger[method].bind(viteLogger);
  viteLogger[method] = (msg, options) => {
    label = APP;
    try {
      original(msg, options);
    } finally {
      label = STACK;
    }
  };
}

const cli = await loadCli();

/** Listeners Vite added to `emitter` for `event` while `start` ran, taken off again. */
async function withoutNewListeners(targets, start) {
  const before = targets.map(([emitter, event]) => emitter.listeners(event));
  const result = await start();
  targets.forEach(([emitter, event], i) => {
    for (const listener of emitter.listeners(event)) {
      if (!before[i].includes(listener)) emitter.off(event, listener);
    }
  });
  return result;
}

async function startApp() {
  // Vite exits the process on SIGTERM (or stdin's end) once it has closed itself, before the
  // stack has stopped PostgREST: shutdown below stops both instead.
  const server = await withoutNewListeners(
    [
      [process, 'SIGTERM'],
      [process.stdin, 'end'],
    ],
    () =>
      createServer({
        customLogger: viteLogger,
        clearScreen: false,
        ...(port === undefined ? {} : { server: { port, strictPort: true } }),
      }),
  );
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    throw error;
  }
  viteLogger.info(`Vite ready in ${Math.round(performance.now())} ms`);
  server.printUrls();
  return () => server.close();
}

const [stack, app] = await Promise.allSettled([cli.serve(), startApp()]);
const stops = [stack, app].flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));

if (stack.status === 'rejected' || app.status === 'rejected') {
  if (stack.status === 'rejected') console.error(cli.startError(stack.reason));
  if (app.status === 'rejected') viteLogger.error(cli.startError(app.reason));
  await Promise.allSettled(stops.map((stop) => stop()));
  process.exit(1);
}

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  const results = await Promise.allSettled(stops.map((stop) => stop()));
  process.exit(results.some((r) => r.status === 'rejected') ? 1 : 0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
