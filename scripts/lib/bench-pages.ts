// API requests each dashboard page makes on a fresh load (
// budget 3), measured in Chromium against a seeded throwaway stack: on the demo
// seed as its admin and contractor (CI: `npm run bench -- pages`, exit 1 and the
// pages named when one is over), and with `scale` on the scale data as the admin
// and the busiest contractor (loading it takes about 70 s on PGlite).
import pg from 'pg';
import { chromium } from 'playwright-core';
import { holdFreePort, startEphemeralStack } from '../../local-supabase';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium';
import { networkQuiet, watchNetwork } from '../../e2e/support/network';
import { paths } from '../../src/lib/paths';
import { serveBuiltApp, signInAs } from './built-app';
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
    console.log('  no Chromium found: cannot count page requests (FAIL)');
    return false;
  }
  // The stack answers CORS only for the app's origin, so the preview's port comes first.
  const { port, release } = await holdFreePort();
  const allowedOrigins = [`http://127.0.0.1:${port}`];
  const stack = scale
    ? await startScaleStack({ allowedOrigins })
    : await startEphemeralStack({ seed: true, allowedOrigins });
  const over: string[] = [];
  try {
    const app = await serveBuiltApp(stack.apiUrl, port, release);
    const appUrl = app.url;
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
        const pagePath = pathOf(caseId);
        const context = await browser.newContext();
        const page = await context.newPage();
        watchNetwork(page);
        await signInAs(page, appUrl, emails[who]);
        await networkQuiet(page);
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
        await networkQuiet(page);
        const overBy = seen.length > BUDGET ? ` OVER ${BUDGET}` : '';
        if (overBy) over.push(`${label} (${seen.length})`);
        const session = sessionRows ? ` (+${sessionRows} session users row)` : '';
        console.log(
          `  ${label.padEnd(27)} ${seen.length} request(s)${overBy}  [${seen.join(', ')}]${session}`,
        );
        await context.close();
      }
    } finally {
      await browser.close();
      await app.stop();
    }
  } finally {
    await stack.stop();
  }
  if (over.length) console.log(`  over ${BUDGET} requests: ${over.join(', ')}`);
  return over.length === 0;
}
