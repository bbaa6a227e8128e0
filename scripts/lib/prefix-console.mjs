// `npm run dev`'s two sides (scripts/dev.mjs, scripts/dev-app.mjs) each log through their
// own thread's console; every line they print starts with the side's label.
import { format, styleText } from 'node:util';

/** Prefixes each line this thread's console prints with `[name]`, in `color` on a terminal. */
export function prefixConsole(name, color, tty) {
  const label = tty ? styleText(color, `[${name}]`) : `[${name}]`;
  for (const method of ['log', 'info', 'warn', 'error']) {
    const original = console[method].bind(console);
    console[method] = (...args) =>
      original(
        format(...args)
          .split('\n')
          .map((line) => `${label} ${line}`)
          .join('\n'),
      );
  }
}
