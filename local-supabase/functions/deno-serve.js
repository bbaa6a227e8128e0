// Preloaded into each function's Deno process (`deno run --preload`). As on hosted
// Supabase, where the platform owns the listener, `Deno.serve` listens where the
// local stack proxies to (a free loopback port), whatever port the function names,
// and reports that port on stdout for functions/runner.ts.
/* global Deno, console */
const serve = Deno.serve.bind(Deno);

Deno.serve = (...args) => {
  const [first, second] = args;
  const handler =
    typeof first === 'function' ? first : typeof second === 'function' ? second : first?.handler;
  const options = { ...(typeof first === 'object' ? first : {}) };
  delete options.handler;
  return serve(
    {
      ...options,
      hostname: '127.0.0.1',
      port: 0,
      // Keep in step with LISTENING in runner.ts.
      onListen: ({ port }) => console.log(`local-supabase:listening:${port}`),
    },
    handler,
  );
};
