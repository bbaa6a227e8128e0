// The dashboard's charts in real Chromium on the demo data: asked for only once their section
// scrolls into view (not with the dashboard's first load), each with its table, axe-clean
// in both themes, and within a 390 px phone.
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { createUser } from '../tests/support/supabase';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { networkQuiet } from './support/network';
import { useBrowser } from './support/pages';

const browser = useBrowser();
const db = new pg.Client({ connectionString: inject('dbUrl') });

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

/**
 * The API calls of the next document by name: those of the page the sign-in left open
 * (a dashboard too) are not the loaded page's.
 */
function rpcCalls(page: Page): string[] {
  const names: string[] = [];
  let counting = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) counting = true;
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (counting && url.pathname.startsWith('/rest/v1/rpc/')) names.push(url.pathname.slice(13));
  });
  return names;
}

/** Opens the dashboard, waits for its first load, then scrolls to the charts. */
async function scrollToCharts(page: Page, calls: string[]) {
  await page.goto(`${appUrl}${paths.dashboard.home}`);
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  await networkQuiet(page);
  expect(calls).not.toContain('dashboard_charts');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('heading', { name: 'Charts', level: 2 }).waitFor();
  await networkQuiet(page);
  expect(calls.filter((c) => c === 'dashboard_charts')).toHaveLength(1);
}

/** Turns every chart into its table (each button becomes "Show as chart" once pressed). */
async function showTables(page: Page) {
  const toggles = page.getByRole('button', { name: 'Show as table' });
  while ((await toggles.count()) > 0) await toggles.first().click();
}

/** How far the page is wider than its viewport, in px (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('dashboard charts', () => {
  it('load on scrolling for the admin, and pass axe as charts and as tables', async () => {
    const page = await browser.open({ as: 'admin' });
    const calls = rpcCalls(page);
    await scrollToCharts(page, calls);
    for (const title of [
      'Hours and mileage per month',
      'Active cases per contractor',
      'Application pipeline',
      'Report deadlines in the next 8 weeks',
      'Visits overdue by county',
    ])
      await page.getByRole('region', { name: title }).waitFor();
    await expectAxeClean(page, 'dashboard charts');
    await showTables(page);
    await expect
      .poll(() => page.getByRole('table', { name: 'Active cases per contractor' }).count())
      .toBe(1);
    await expectAxeClean(page, 'dashboard charts as tables');
  });

  it('pass axe in the dark theme', async () => {
    const admin = await createUser('admin', { name: 'Dark Charts Admin' });
    await db.query(`insert into public.user_settings (user_id, theme) values ($1, 'dark')`, [
      admin.id,
    ]);
    const page = await browser.open({ as: admin });
    const calls = rpcCalls(page);
    await scrollToCharts(page, calls);
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('region', { name: 'Hours and mileage per month' }).waitFor();
    await expectAxeClean(page, 'dashboard charts (dark)');
  });

  it('fit a 390 px phone for the contractor, charts and tables', async () => {
    const page = await browser.open({ as: 'contractor', viewport: 'phone' });
    const calls = rpcCalls(page);
    await scrollToCharts(page, calls);
    await page.getByRole('region', { name: 'My hours per month' }).waitFor();
    await page.getByRole('region', { name: 'Days since each case’s last visit' }).waitFor();
    expect(await overflow(page)).toBe(0);
    await expectAxeClean(page, 'dashboard charts (phone)');
    await showTables(page);
    expect(await overflow(page)).toBe(0);
  });
});
