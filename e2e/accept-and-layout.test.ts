// Accepting and layout in Chromium on the real local stack: a double click on Accept Case sends one
// request and tells its winner so, on the card and on the case page; and two layouts only
// a real browser can measure: Applications' Status on a 390 px phone, the Cases filter row,
// and the top bar's welcome line on a phone.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { createUser, PASSWORD } from '../tests/support/supabase';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { useBrowser, VIEWPORTS } from './support/pages';

const ACCEPTED = 'Case accepted — it is now in your cases';
const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser();

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

const contractor = () => createUser('contractor', { name: 'Dee Doubleclick' });

async function openCase(title: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id)
     select $1, 'Posted by the accept e2e test', id from public.users where email = 'admin@demo.test'
     returning id`,
    [title],
  );
  return rows[0]!.id;
}

/** Every accept_case request the page sends. */
function countAccepts(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/rpc/accept_case')) n += 1;
  });
  return () => n;
}

const box = async (l: Locator) => (await l.boundingBox())!;

describe('Accept Case and layout', () => {
  it('accepts once on a double click, on the list and on the case page, and says so there', async () => {
    const me = await contractor();
    const onList = await openCase(`Double-click on the list ${run}`);
    const onPage = await openCase(`Double-click on the page ${run}`);
    const page = await browser.open({ as: { email: me.email, password: PASSWORD } });
    const accepts = countAccepts(page);

    await page.goto(`${appUrl}${paths.dashboard.cases}`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Double-click on the list ${run}` }) });
    await card.getByRole('button', { name: 'Accept Case' }).dblclick();
    await card.getByRole('status').filter({ hasText: ACCEPTED }).waitFor();
    expect(accepts()).toBe(1);
    expect(await page.getByText('This case was already taken').count()).toBe(0);
    await expectAxeClean(page);

    await page.goto(`${appUrl}${paths.dashboard.case(onPage)}`);
    await page.getByRole('button', { name: 'Accept Case' }).dblclick();
    await page.getByRole('status').filter({ hasText: ACCEPTED }).waitFor();
    await page.getByRole('heading', { name: 'Add Time Entry' }).waitFor();
    expect(accepts()).toBe(2);
    expect(await page.getByText('This case was already taken').count()).toBe(0);

    const { rows } = await db.query<{ id: string }>(
      `select id from public.cases where contractor_id = $1 order by id`,
      [me.id],
    );
    expect(rows.map((r) => r.id).sort()).toEqual([onList, onPage].sort());
  });

  it('shows Applications’ Status on a phone without a sideways scroll, and lines up the Cases filters', async () => {
    const phone = await browser.open({
      as: 'admin',
      at: paths.dashboard.applications,
      viewport: 'phone',
    });
    const table = phone.getByRole('table');
    const status = table.getByText('Pending', { exact: true }).first();
    await status.waitFor();
    // An address with no place to break (e2e runs file such applicants) must not widen the page.
    await table
      .locator('tbody td')
      .first()
      .evaluate((td) => {
        td.querySelector('div > div')!.textContent = `${'a'.repeat(40)}.1764100000000@example.com`;
      });
    const badge = await box(status);
    expect(badge.x + badge.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(
      await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
    ).toBe(0);
    await expectAxeClean(phone);

    const desk = await browser.open({ as: 'admin', at: paths.dashboard.cases });
    const row = desk.getByRole('search');
    const controls = [
      row.getByLabel('Status'),
      row.getByLabel('Search'),
      row.getByRole('button', { name: 'Search' }),
    ];
    await controls[0]!.waitFor();
    const boxes = await Promise.all(controls.map(box));
    expect(new Set(boxes.map((b) => Math.round(b.y + b.height))).size).toBe(1);
    expect(new Set(boxes.map((b) => Math.round(b.height))).size).toBe(1);
  });

  it('shows the whole name in the top bar on a 390 px phone', async () => {
    const phone = await browser.open({
      as: 'contractor',
      at: paths.dashboard.home,
      viewport: 'phone',
    });
    const line = phone.locator('header p', { hasText: 'Welcome,' });
    await line.waitFor();
    // Nothing clipped: the line's text fits its box both ways, and the box fits the screen.
    const overflow = await line.evaluate((p) => ({
      x: p.scrollWidth - p.clientWidth,
      y: p.scrollHeight - p.clientHeight,
    }));
    expect(overflow).toEqual({ x: 0, y: 0 });
    const edge = await box(line);
    expect(edge.x + edge.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expect.poll(() => phone.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
    const menu = await box(phone.getByRole('button', { name: 'Menu' }));
    expect(menu.x + menu.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  });
});
