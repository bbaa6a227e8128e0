// Vite plugin: the English catalog of the public pages without what the code already says.
// Every public string is written in the code as `i18n._({ id, message })` with its English
// text, and Lingui shows `message` when the active catalog has no entry for `id`. So the
// English catalog only needs the texts Lingui has to compile (placeholders, plurals,
// escapes); a plain sentence compiles to itself and is dropped. The English catalog sits in
// every page's first load (Spanish and Creole too), so this is most of its size.
// src/lib/i18n.ts passes those plain texts through unchanged in production builds (Lingui
// compiles nothing at runtime there). After the build, every dropped entry is checked
// against the bundle: each call with that id must carry exactly the catalog's text, or the
// build fails, so a catalog and code out of step cannot change what a page shows.
import type { Plugin } from 'vite';

/** The English catalogs trimmed this way: the public pages' and the application forms'. */
const LEAN_CATALOG = /[\\/]src[\\/]locales[\\/]en[\\/](messages|applications)\.po$/;

type Compiled = Record<string, unknown>;

/** The catalog object of Lingui's compiled module (`export const messages=JSON.parse("…")`). */
export function parseCompiledCatalog(code: string): Compiled | null {
  const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code);
  if (!match?.[1]) return null;
  return JSON.parse(JSON.parse(match[1]) as string) as Compiled;
}

/** Splits a catalog into what must stay and the plain texts the code carries itself. */
export function splitCatalog(messages: Compiled): { kept: Compiled; plain: Map<string, string> } {
  const kept: Compiled = {};
  const plain = new Map<string, string>();
  for (const [id, compiled] of Object.entries(messages)) {
    const text = Array.isArray(compiled) && compiled.length === 1 ? compiled[0] : undefined;
    // A backslash would go through Lingui's escape decoding: keep those compiled.
    if (typeof text === 'string' && !text.includes('\\')) plain.set(id, text);
    else kept[id] = compiled;
  }
  return { kept, plain };
}

/** The string literal starting at `code[start]` (one of ' " `), read; null if not plain. */
function readLiteral(code: string, start: number): string | null {
  const quote = code[start];
  if (quote !== '"' && quote !== "'" && quote !== '`') return null;
  let i = start + 1;
  while (i < code.length && code[i] !== quote) {
    if (code[i] === '\\') i++;
    else if (quote === '`' && code[i] === '$' && code[i + 1] === '{') return null;
    i++;
  }
  if (i >= code.length) return null;
  // Our own build output, a literal of its own: evaluated as the browser will read it.
  return new Function(`return ${code.slice(start, i + 1)}`)() as string;
}

/** The `message` texts written beside `id` in the code (every call site). */
export function messagesInCode(code: string, id: string): string[] {
  const found: string[] = [];
  const idPattern = new RegExp(
    `\\bid\\s*:\\s*(["'\`])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*,\\s*message\\s*:\\s*`,
    'g',
  );
  for (const match of code.matchAll(idPattern)) {
    found.push(readLiteral(code, match.index + match[0].length) ?? '\u0000not a plain literal');
  }
  return found;
}

/** Ids whose calls in `code` do not all carry the catalog's text (or that no call names). */
export function mismatchedIds(code: string, plain: Map<string, string>): string[] {
  return [...plain]
    .filter(([id, text]) => {
      const found = messagesInCode(code, id);
      // An id used only in code the build leaves out is never shown: nothing to compare.
      const named =
        found.length > 0 || new RegExp(`["'\`]${id.replace(/\./g, '\\.')}["'\`]`).test(code);
      return named && (found.length === 0 || found.some((message) => message !== text));
    })
    .map(([id]) => id);
}

export function leanSourceCatalog(): Plugin {
  const plain = new Map<string, string>();
  return {
    name: 'gal:lean-source-catalog',
    apply: 'build',
    // After Lingui's plugin has compiled the .po file to a module.
    enforce: 'post',
    transform(code, id) {
      if (!LEAN_CATALOG.test(id.split('?')[0] ?? '')) return null;
      const messages = parseCompiledCatalog(code);
      if (!messages) this.error(`unexpected compiled catalog for ${id}`);
      const split = splitCatalog(messages);
      split.plain.forEach((text, key) => plain.set(key, text));
      const json = JSON.stringify(JSON.stringify(split.kept));
      return { code: `export const messages=JSON.parse(${json});`, map: null };
    },
    generateBundle(_options, bundle) {
      if (plain.size === 0) return;
      // The code, without the catalogs themselves (another language's names every id).
      const code = Object.values(bundle)
        .map((output) =>
          output.type === 'chunk' && !output.moduleIds.every((m) => /\.po($|\?)/.test(m))
            ? output.code
            : '',
        )
        .join('\n');
      const wrong = mismatchedIds(code, plain);
      if (wrong.length)
        this.error(
          `the English catalog and the code's message differ for ${wrong.join(', ')}: run npm run i18n:extract`,
        );
    },
  };
}
