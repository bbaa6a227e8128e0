// Vite for `npm run dev`, on scripts/dev.mjs's main thread (the stack runs in a worker,
// scripts/dev-stack.mjs). Its lines are [app].
import process from 'node:process';
import { createServer } from 'vite';

/** Starts Vite on `port` (or the config's); resolves to its stop once it listens. */
export async function startApp(port) {
  // Vite ends the process on SIGTERM or stdin's end; here dev.mjs decides when to stop.
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
    throw error;
  }
  // From the process's start, as the stack's phases count.
  server.config.logger.info(`Vite ready in ${Math.round(performance.now())} ms`);
  server.printUrls();
  return () => server.close();
}
