// Browser: Lighthouse 12 (mobile preset, median of 3) on /, /login, /apply, /es/, /ht/ and
// the admin's dashboard home over the scale data, in Debian's Chromium (never a download).
// Budgets: Performance >= 98 on public pages and >= 90 on the dashboard; Accessibility,
// Best Practices and SEO 100 everywhere. Prints a table; returns false under budget.
//
// The build is served the way a static host would (ours, not vite preview's): gzip,
// long-lived caching for hashed assets, a prerendered page's own index.html, index.html
// for any other route (the SPA fallback).
// The dashboard runs against a throwaway seeded stack given the scale data.
// BENCH_LIGHTHOUSE_JSON=<dir> keeps each run's full report (audits such as
// largest-contentful-paint-element, bootup-time, long-tasks) and its trace with the JS
// profiler's samples, to see where a score goes (the sampling costs a little time itself).
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { PUBLISHABLE_KEY, freePort, TURNSTILE_TEST_SITE_KEY } from '../../local-supabase';
import { paths } from '../../src/lib/paths';
import { passSecondFactor } from './built-app';
import { startScaleStack } from './scale-folder';
import { median } from './bench-stats';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = 3;
const PAGES: { label: string; route: string; signedIn: boolean; performance: number }[] = [
  { label: '/', route: paths.home, signedIn: false, performance: 98 },
  { label: '/login', route: paths.login, signedIn: false, performance: 98 },
  { label: '/apply', route: paths.apply, signedIn: false, performance: 98 },
  // The landing in Spanish and Haitian Creole: its catalog's chunk on top of the English.
  { label: '/es/', route: '/es/', signedIn: false, performance: 98 },
  { label: '/ht/', route: '/ht/', signedIn: false, performance: 98 },
  {
    label: 'dashboard (admin, scale)',
    route: paths.dashboard.home,
    signedIn: true,
    performance: 90,
  },
];
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
    // A prerendered page (dist/login/index.html for /login), as static hosts serve it.
    if (file.startsWith(dir) && existsSync(path.join(file, 'index.html'))) {
      file = path.join(file, 'index.html');
    }
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

interface Run {
  scores: Record<string, number>;
  metrics: string;
  failing: string[];
}

async function audit(url: string, port: number, signedIn: boolean, name: string): Promise<Run> {
  const keep = process.env.BENCH_LIGHTHOUSE_JSON;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Keep the signed-in session the page was opened with.
    disableStorageReset: signedIn,
    // robots.txt keeps /dashboard out of search engines on purpose: a private page is
    // not to be crawlable, so that one SEO audit does not apply there.
    ...(signedIn ? { skipAudits: ['is-crawlable'] } : {}),
    // The JS profiler's samples in the kept trace: which functions the long tasks run.
    ...(keep ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error('Lighthouse returned no result');
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${name}.json`), JSON.stringify(result.lhr));
    writeFileSync(path.join(keep, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const { categories, audits } = result.lhr;
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  const failing = Object.entries(audits)
    .filter(
      ([id, a]) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        CATEGORIES.slice(1).some((c) =>
          categories[c]?.auditRefs.some((r) => r.id === id && r.weight > 0),
        ),
    )
    .map(([id]) => id);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
    ),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    failing,
  };
}

/** Signs the admin in inside the launched Chromium, so later tabs share the session. */
async function signIn(chromePort: number, appUrl: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${appUrl}${paths.login}`);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await passSecondFactor(page, appUrl, 'admin@demo.test');
  await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
  await page.close();
  // Disconnects playwright only; the browser stays up for Lighthouse.
  await browser.close();
}

/**
 * `publicOnly` (`bench -- lighthouse public`): /, /login and /apply, without the stack.
 * `dashboardOnly` (`bench -- lighthouse dashboard`): the signed-in page only.
 */
export async function benchLighthouse({
  publicOnly = false,
  dashboardOnly = false,
} = {}): Promise<boolean> {
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  // A signed-out visitor's public page calls no API: the build needs an address, not a stack.
  const stack = publicOnly
    ? null
    : await startScaleStack({ allowedOrigins: [appUrl, `http://127.0.0.1:${port}`] });
  const outDir = mkdtempSync(path.join(tmpdir(), 'gal-lighthouse-'));
  let server: Server | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    process.env.VITE_SUPABASE_URL = stack?.apiUrl ?? 'http://127.0.0.1:54321';
    process.env.VITE_SUPABASE_PUBLISHABLE_KEY = PUBLISHABLE_KEY;
    process.env.VITE_CAPTCHA_SITE_KEY = TURNSTILE_TEST_SITE_KEY;
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
    server = await serve(outDir, port);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    let ok = true;
    console.log(
      `  ${'page'.padEnd(26)} Perf  A11y  BP   SEO  (mobile, median of ${RUNS}; budget Perf/100/100/100)`,
    );
    // LIGHTHOUSE_PAGES=/es/,/ht/ audits only those pages (the labels above).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = PAGES.filter(
      (p) =>
        (publicOnly ? !p.signedIn : !dashboardOnly || p.signedIn) &&
        (!only || only.includes(p.label)),
    );
    for (const page of pages) {
      if (page.signedIn) await signIn(chrome.port, appUrl);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await audit(
            `${appUrl}${page.route}`,
            chrome.port,
            page.signedIn,
            `${page.label.replace(/\W+/g, '-')}${i}`,
          ),
        );
      const score = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c] ?? 0))]),
      );
      const within =
        (score.performance ?? 0) >= page.performance &&
        CATEGORIES.slice(1).every((c) => score[c] === 100);
      ok &&= within;
      const cells = CATEGORIES.map((c) => String(score[c]).padEnd(5)).join(' ');
      console.log(
        `  ${page.label.padEnd(26)} ${cells} (Perf >= ${page.performance}) ${within ? 'OK' : 'UNDER BUDGET'}`,
      );
      const typical = runs.find((r) => r.scores.performance === score.performance) ?? runs[0]!;
      console.log(`    ${typical.metrics}`);
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length) console.log(`    needs work: ${failing.join(', ')}`);
    }
    return ok;
  } finally {
    chrome?.kill();
    server?.close();
    await stack?.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}
