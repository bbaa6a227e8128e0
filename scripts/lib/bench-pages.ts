// Bench figures for issue 9: API requests each data page makes on a fresh
// load (budget: 3), measured in Chromium against a seeded throwaway stack,
// Printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { TURNSTILE_TEST_SITE_KEY } from '../../local-supabase/auth/captcha';
import { ANON_KEY } from '../../local-supabase/config';
import { freePort } from '../../local-supabase/free-port';
import { startEphemeralStack } from '../../local-supabase/stack';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium';
import { paths } from '../../src/lib/paths';

const CASE_ID = '00000000-0000-4000-8000-0000000ca5e4';
const PAGES: [string, string, string][] = [
  ['admin@demo.test', 'dashboard (admin)', paths.dashboard.home],
  ['admin@demo.test', 'cases (admin)', paths.dashboard.cases],
  ['admin@demo.test', 'case detail (admin)', paths.dashboard.case(CASE_ID)],
  ['contractor@demo.test', 'dashboard (contractor)', paths.dashboard.home],
  ['contractor@demo.test', 'cases (contractor)', paths.dashboard.cases],
  ['contractor@demo.test', 'case detail (contractor)', paths.dashboard.case(CASE_ID)],
  ['contractor@demo.test', 'opportunities (contractor)', paths.dashboard.opportunities],
  ['contractor@demo.test', 'time tracking', paths.dashboard.timeTracking],
  ['contractor@demo.test', 'invoices', paths.dashboard.invoices],
  ['admin@demo.test', 'invoices (admin)', paths.dashboard.invoices],
  ['applicant@demo.test', 'opportunities (free)', paths.dashboard.opportunities],
];

/** Counts /rest/v1 requests per page after the session is up (the users row excluded). */
export async function benchPageRequests(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.log('  (no Chromium: page request counts skipped)');
    return;
  }
  // The stack answers CORS only for the app's origin, so the preview's port comes first.
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const stack = await startEphemeralStack({ seed: true, allowedOrigins: [appUrl] });
  const outDir = mkdtempSync(path.join(tmpdir(), 'gal-bench-pages-'));
  const names = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_CAPTCHA_SITE_KEY'] as const;
  const saved = names.map((name) => process.env[name]);
  try {
    process.env.VITE_SUPABASE_URL = stack.apiUrl;
    process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY;
    process.env.VITE_CAPTCHA_SITE_KEY = TURNSTILE_TEST_SITE_KEY;
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const server = await preview({
      logLevel: 'silent',
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1' },
    });
    const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    try {
      for (const [email, label, pagePath] of PAGES) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${appUrl}${paths.login}`);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill('demo-password');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
        await page.waitForLoadState('networkidle');
        const seen: string[] = [];
        let sessionRows = 0;
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (!url.pathname.startsWith('/rest/v1/')) return;
          const name = url.pathname.slice('/rest/v1/'.length);
          // A full load fetches the signed-in user's row: that is the session, not the page.
          if (name === 'users' && url.searchParams.get('id')?.startsWith('eq.')) sessionRows += 1;
          else seen.push(name);
        });
        await page.goto(`${appUrl}${pagePath}`);
        await page.waitForLoadState('networkidle');
        const over = seen.length > 3 ? ' OVER 3' : '';
        const session = sessionRows ? ` (+${sessionRows} session users row)` : '';
        console.log(
          `  ${label.padEnd(27)} ${seen.length} request(s)${over}  [${seen.join(', ')}]${session}`,
        );
        await context.close();
      }
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    }
  } finally {
    names.forEach((name, i) => {
      if (saved[i] === undefined) delete process.env[name];
      else process.env[name] = saved[i];
    });
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}
