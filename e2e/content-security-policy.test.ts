// The production build under the Content-Security-Policy the hosts send (vercel.json, read
// here), in real Chromium: the pages that pull in the heavy libraries (jsPDF for an invoice
// PDF, docxtemplater for a court report, the dashboard charts, the microphone for a voice note)
// work with no `securitypolicyviolation` and no CSP error on the console. The policy is the
// file's verbatim except that `https://*.supabase.co` becomes the local stack's address. The
// service worker is kept out (it is not what is checked) so every response carries the header.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { createUser, PASSWORD } from '../tests/support/supabase';
import { appUrl, launchBrowser } from './support/browser';
import { networkQuiet, watchNetwork } from './support/network';
import { signIn, type Credentials } from './support/sign-in';

const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: inject('dbUrl') });
let browser: Browser;

interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** vercel.json's policy, aimed at the local stack instead of the hosted Supabase. */
function hostedPolicy(): string {
  const file = path.resolve(import.meta.dirname, '..', 'vercel.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as VercelConfig;
  const policy = config.headers
    .find((h) => h.source === '/(.*)')
    ?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
  if (!policy?.includes('https://*.supabase.co')) throw new Error('vercel.json: no CSP');
  return policy.replaceAll('https://*.supabase.co', new URL(inject('apiUrl')).origin);
}

const policy = hostedPolicy();
/** Every violation and CSP console error, across all pages and navigations. */
const violations: string[] = [];

beforeAll(async () => {
  await db.connect();
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    // A response the test fulfils carries no server address, so Chromium would take the page
    // for a public one and refuse its requests to the stack on loopback; the hosted app and
    // Supabase are both public, so this check has nothing to say about them.
    '--disable-features=LocalNetworkAccessChecks',
  ]);
});
afterAll(async () => {
  await browser.close();
  await db.end();
});

/** A page whose every response from the app's origin carries the hosted policy. */
async function openUnderPolicy(as?: 'admin' | 'contractor' | Credentials): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    serviceWorkers: 'block',
    permissions: ['microphone'],
    acceptDownloads: true,
  });
  await context.route(`${appUrl}/**`, async (route) => {
    // A request still in flight when its page is closed has nobody to answer.
    const response = await route.fetch().catch(() => null);
    if (!response) return;
    await route
      .fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } })
      .catch(() => undefined);
  });
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation;
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`,
      );
    });
  });
  const page = await context.newPage();
  watchNetwork(page);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  if (as) await signIn(page, as);
  return page;
}

async function close(page: Page) {
  await page.context().close();
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

// Every response passes through the test to gain its header: slower than a plain load.
describe('the build under the hosted Content-Security-Policy', { timeout: 120_000 }, () => {
  afterEach(() => {
    violations.length = 0;
  });

  it('is enforced: an inline script the build did not write is refused', async () => {
    const probe = await openUnderPolicy();
    await probe.goto(`${appUrl}${paths.login}`);
    await probe.getByLabel('Email').waitFor();
    await probe.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.some((v) => v.includes('script-src'))).toBe(true);
    await close(probe);
  });

  it("jsPDF: a demo contractor's stored invoice downloads as a PDF", async () => {
    const invoice = await db.query<{ id: string }>(
      `select i.id from public.invoices i join public.users u on u.id = i.contractor_id
       where u.email = 'contractor@demo.test' order by i.period_end desc limit 1`,
    );
    const contractor = await openUnderPolicy('contractor');
    await contractor.goto(`${appUrl}${paths.dashboard.invoice(invoice.rows[0]!.id)}`);
    const pdf = await download(contractor, () =>
      contractor.getByRole('button', { name: 'Download PDF' }).click(),
    );
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    await close(contractor);
    expect(violations).toEqual([]);
  });

  it('docxtemplater: a court report drafts and downloads', async () => {
    const admin = await db.query<{ id: string }>(
      `select id from public.users where email = 'admin@demo.test'`,
    );
    const gal = await createUser('contractor', { name: 'Petra Policy' });
    const made = await db.query<{ id: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status, county, category, created_at)
       values ($1, 'x', $2, $3, 'in_progress', 'Leon', 'Dependency', now() - interval '90 days') returning id`,
      [`Policy review ${run}`, admin.rows[0]!.id, gal.id],
    );
    const caseId = made.rows[0]!.id;
    await db.query(
      `insert into public.court_dates (case_id, hearing_at, hearing_type)
       values ($1, now() + interval '9 days', 'judicial_review')`,
      [caseId],
    );
    await db.query(
      `insert into public.case_contacts (case_id, user_id, contact_date, contact_type, contact_with, minutes, notes, status)
       values ($1, $2, current_date - 5, 'in_person', '{child}', 30, 'Home visit ${run}', 'submitted')`,
      [caseId, gal.id],
    );
    const drafting = await openUnderPolicy({ email: gal.email, password: PASSWORD });
    await drafting.goto(`${appUrl}${paths.dashboard.case(caseId)}`);
    const hearing = drafting.getByRole('listitem').filter({ hasText: 'Judicial review hearing' });
    await hearing.getByRole('button', { name: 'Draft report' }).click();
    const form = drafting.getByRole('form', { name: 'Draft the court report' });
    await expect.poll(() => form.getByLabel('Period from').inputValue()).not.toBe('');
    const report = await download(drafting, () =>
      form.getByRole('button', { name: 'Draft and download' }).click(),
    );
    expect(report.suggestedFilename()).toMatch(/\.docx$/);
    await close(drafting);
    expect(violations).toEqual([]);
  });

  it("the charts draw on the admin's dashboard", async () => {
    const charts = await openUnderPolicy('admin');
    await charts.getByRole('heading', { name: /Welcome/ }).waitFor();
    await networkQuiet(charts);
    await charts.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await charts.getByRole('region', { name: 'Hours and mileage per month' }).waitFor();
    await charts.getByRole('region', { name: 'Application pipeline' }).waitFor();
    await networkQuiet(charts);
    await close(charts);
    expect(violations).toEqual([]);
  });

  it("a voice note records on the landing page's request form (a fake microphone)", async () => {
    const landing = await openUnderPolicy();
    await landing.goto(appUrl);
    await landing.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await landing.getByRole('button', { name: 'Record voice note' }).click();
    await landing.getByRole('timer', { name: 'Recording time' }).waitFor();
    await landing.getByRole('button', { name: 'Stop recording' }).click();
    await landing.getByRole('button', { name: 'Delete recording' }).waitFor();
    await close(landing);

    expect(violations).toEqual([]);
  });
});
