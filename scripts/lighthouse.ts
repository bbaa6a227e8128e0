// npm run lighthouse: Lighthouse 12 on the production build's landing page, in
// Debian's Chromium (headless; never a downloaded browser). Prints Performance
// (mobile and desktop presets), Accessibility, Best Practices and SEO. Asserts
// nothing: the figures are for people to read.
//
// The build is served the way a static host would: gzip, long-lived caching for
// hashed assets, and index.html for any route (the SPA fallback).
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from 'vite';
import { ANON_KEY } from '../local-supabase/config';
import { freePort } from '../local-supabase/free-port';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

function serve(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    const ext = path.extname(file);
    res.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'cache-control',
      file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
    if (/gzip/.test(String(req.headers['accept-encoding'])) && ext !== '.svg') {
      res.setHeader('content-encoding', 'gzip');
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gal-lighthouse-'));
  process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  process.env.VITE_SUPABASE_ANON_KEY ??= ANON_KEY;
  await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const port = await freePort();
  const server = await serve(outDir, port);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const url = `http://localhost:${port}${process.argv[2] ?? '/'}`;
  try {
    const scores: Record<string, Record<string, number>> = {};
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        config,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits } = result.lhr;
      scores[preset] = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
      );
      const metric = (id: string) => audits[id]?.displayValue ?? '?';
      console.log(
        `${preset.padEnd(8)} FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      );
      for (const [id, audit] of Object.entries(audits)) {
        const failing =
          audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative';
        const inCategory = ['accessibility', 'best-practices', 'seo'].some((c) =>
          categories[c]?.auditRefs.some((r) => r.id === id && r.weight > 0),
        );
        if (failing && inCategory) console.log(`  needs work: ${id} (${audit.title})`);
      }
    }
    console.log(`\nLighthouse ${url}`);
    console.log(`  Performance (mobile):  ${scores.mobile?.performance}`);
    console.log(`  Performance (desktop): ${scores.desktop?.performance}`);
    console.log(`  Accessibility:         ${scores.mobile?.accessibility}`);
    console.log(`  Best Practices:        ${scores.mobile?.['best-practices']}`);
    console.log(`  SEO:                   ${scores.mobile?.seo}`);
  } finally {
    chrome.kill();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
