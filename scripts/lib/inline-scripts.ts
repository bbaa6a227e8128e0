// The inline scripts the build writes into the prerendered pages. Each is the same text
// on every page and in every build, so the static hosts' Content-Security-Policy allows
// them by their SHA-256 hashes (vercel.json, public/_headers) instead of 'unsafe-inline':
// what varies per page (the chunk names) travels in a JSON data block, which a browser
// never runs. scripts/security-headers.test.ts checks the hashes against these texts.
import { createHash } from 'node:crypto';

/** The id of the data block the loader reads: `{ src, own, app, landing, landings }`. */
export const BOOT_DATA_ID = 'gal-boot';

/**
 * Fetches the page's modules once the prerendered HTML has painted (see
 * loadAfterFirstPaint in prerender-plugin.ts for why): the entry's own chunks, and the
 * app's chunks on every path but a landing's, which fetches the landing page's own.
 */
export const LOADER_SCRIPT =
  `(()=>{const d=JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent);` +
  `const load=()=>setTimeout(()=>{` +
  `for(const href of d.own.concat(d.landings.includes(location.pathname)?d.landing:d.app)){` +
  `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;` +
  `document.head.append(l)}import(d.src)});` +
  `requestAnimationFrame(()=>{` +
  `if(!document.getElementById('root')?.hasChildNodes()||!window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return load();` +
  `new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();load()}})` +
  `.observe({type:'paint',buffered:true})})})()`;

/** index.html is also the fallback for the app's other paths: there it empties the landing's copy. */
export const ONLY_ON_LANDING_SCRIPT = `if(location.pathname!=='/')document.getElementById('root').replaceChildren()`;

/** The CSP source for a script's text: `'sha256-…'`. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The inline scripts of index.html's source, as written (the build keeps them byte for byte). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}
