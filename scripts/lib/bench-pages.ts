// API requests each dashboard page makes on a fresh load (issues 9 and 22:
// budget 3), measured in Chromium against a seeded throwaway stack: on the demo
// seed as its admin and contractor, and with `scale` on the scale data as the
// admin and the busiest contractor (loading it takes about 70 s on PGlite).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { TURNSTILE_TEST_SITE_KEY } from '../../local-supabase/auth/captcha';
import { ANON_KEY } from '../../local-supabase/config';
import { freePort } from '../../local-supabase/free-port';
import { startEphemeralStack } from '../../local-supabase/stack';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium';
import { paths } from '../../src/lib/paths';
import { startScaleStack } from './scale-folder';

const BUDGET = 3;
const ADMIN = 'admin@demo.test';
const CONTRACTOR = 'contractor@demo.test';
/** The demo seed's case (case detail); on the scale data, one of the contractor's. */
const DEMO_CASE_ID = '00000000-0000-4000-8000-0000000ca5e4';
type Who = 'admin' | 'contractor' | 'applicant';
const PAGES: [Who, string, (caseId: string) => string][] = [
  ['admin', 'dashboard (admin)', () => paths.dashboard.home],
  ['admin', 'cases (admin)', () => paths.dashboard.cases],
  ['admin', 'case detail (admin)', (id) => paths.dashboard.case(id)],
  ['admin', 'messages (admin)', () => paths.dashboard.messages],
  ['admin', 'invoices (admin)', () => paths.dashboard.invoices],
  ['admin', 'applications (admin)', () => paths.dashboard.applications],
  ['contractor', 'dashboard (contractor)', () => paths.dashboard.home],
  ['contractor', 'cases (contractor)', () => paths.dashboard.cases],
  ['contractor', 'case detail (contractor)', (id) => paths.dashboard.case(id)],
  ['contractor', 'opportunities (contractor)', () => paths.dashboard.opportunities],
  ['contractor', 'time tracking', () => paths.dashboard.timeTracking],
  ['contractor', 'invoices (contractor)', () => paths.dashboard.invoices],
  ['contractor', 'messages (contractor)', () => paths.dashboard.messages],
  ['applicant', 'opportunities (free)', () => paths.dashboard.opportunities],
];

/** The busiest contractor's email (most time entries) and one of their cases. */
async function busiest(dbUrl: string): Promise<{ email: string; caseId: string }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; case_id: string }>(
      `with top as (select user_id from public.time_entries group by user_id
                     order by count(*) desc, user_id limit 1)
       select u.email, (select c.id from public.cases c where c.contractor_id = u.id
                         order by c.created_at desc limit 1) as case_id
         from top join public.users u on u.id = top.user_id`,
    );
    return { email: rows[0]!.email, caseId: rows[0]!.case_id };
  } finally {
    await client.end();
  }
}

/**
 * Counts /rest/v1 requests per page after the session is up (the users row excluded);
 * false when a page is over budget.
 */
export async function benchPageRequests({ scale = false } = {}): Promise<boolean> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.log('  (no Chromium: page request counts skipped)');
    return true;
  }
  // The stack answers CORS only for the app's origin, so the preview's port comes first.
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const stack = scale
    ? await startScaleStack({ allowedOrigins: [appUrl] })
    : await startEphemeralStack({ seed: true, allowedOrigins: [appUrl] });
  let ok = true;
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
    let caseId = DEMO_CASE_ID;
    const emails: Record<Who, string> = {
      admin: ADMIN,
      contractor: CONTRACTOR,
      applicant: 'applicant@demo.test',
    };
    if (scale) {
      const top = await busiest(stack.dbUrl);
      emails.contractor = top.email;
      caseId = top.caseId;
      console.log(`  contractor: ${top.email} (the busiest)`);
    }
    const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    try {
      for (const [who, label, pathOf] of PAGES) {
        const email = emails[who];
        const pagePath = pathOf(caseId);
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
        // Only the new document's requests: a late one from the dashboard left behind is not the page's.
        let counting = false;
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) counting = true;
        });
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (!counting) return;
          if (!url.pathname.startsWith('/rest/v1/')) return;
          const name = url.pathname.slice('/rest/v1/'.length);
          // A full load fetches the signed-in user's row: that is the session, not the page.
          if (name === 'users' && url.searchParams.get('id')?.startsWith('eq.')) sessionRows += 1;
          else seen.push(name);
        });
        await page.goto(`${appUrl}${pagePath}`);
        await page.waitForLoadState('networkidle');
        const over = seen.length > BUDGET ? ` OVER ${BUDGET}` : '';
        if (over) ok = false;
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
  return ok;
}
