// Every page passes axe (WCAG 2.1 A/AA and best practices) in real Chromium, and
// none scrolls sideways on a 390 px phone (wide tables scroll inside their box); the
// admin's pages pass in the dark theme too (its contrast is the palette's).
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { navItemsForRole } from '../src/app/navigation';
import { paths } from '../src/lib/paths';
import { createUser } from '../tests/support/supabase';
import { axeViolations, expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { useBrowser, VIEWPORTS } from './support/pages';
import { DEMO_ACCOUNTS } from './support/sign-in';

const PUBLIC_PAGES = [
  paths.home,
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.apply,
  paths.choosePath,
  paths.applyAssistant,
];
const ROLES = ['admin', 'contractor', 'free'] as const;
const UNLABELLED = '<html lang="en"><title>t</title><main><input type="text"></main></html>';

const browser = useBrowser();
const db = new pg.Client({ connectionString: inject('dbUrl') });

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

/** How far the page is wider than a 390 px phone, in px (0 when it fits). */
async function overflowAtPhoneWidth(page: Page): Promise<number> {
  const desktop = page.viewportSize();
  await page.setViewportSize(VIEWPORTS.phone);
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (desktop) await page.setViewportSize(desktop);
  return over;
}

describe('accessibility', () => {
  it('the axe check itself catches an unlabelled control', async () => {
    const page = await browser.open();
    await page.setContent(
      '<html lang="en"><title>t</title><main><input type="text"></main></html>',
    );
    const ids = (await axeViolations(page)).map((v) => v.id);
    expect(ids).toContain('label');
  });

  // The one check every e2e test uses fails its test (softly) on that page.
  it.fails('expectAxeClean fails the test on a page with an unlabelled control', async () => {
    const page = await browser.open();
    await page.setContent(UNLABELLED);
    await expectAxeClean(page, 'unlabelled input');
  });

  it.each(PUBLIC_PAGES)('public page %s has no axe violations and fits a phone', async (path) => {
    const page = await browser.open({ at: path });
    await expectAxeClean(page);
    expect(await overflowAtPhoneWidth(page)).toBe(0);
  });

  for (const role of ROLES) {
    it(`every dashboard page of the ${role} role passes axe and fits a phone for ${DEMO_ACCOUNTS[role]}`, async () => {
      const page = await browser.open({ as: role });
      for (const { to: path } of navItemsForRole(role)) {
        await page.goto(`${appUrl}${path}`);
        expect(new URL(page.url()).pathname).toBe(path);
        await expectAxeClean(page);
        expect.soft(await overflowAtPhoneWidth(page), `${path} wider than a phone`).toBe(0);
      }
    });
  }

  it('every dashboard page of the admin role passes axe in the dark theme', async () => {
    const admin = await createUser('admin', { name: 'Dark Theme Admin' });
    await db.query(`insert into public.user_settings (user_id, theme) values ($1, 'dark')`, [
      admin.id,
    ]);
    const page = await browser.open({ as: admin });
    for (const { to: path } of navItemsForRole('admin')) {
      await page.goto(`${appUrl}${path}`);
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      await expectAxeClean(page, `${path} (dark)`);
    }
  });
});
