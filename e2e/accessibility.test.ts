// Every page passes axe (WCAG 2.1 A/AA and best practices) in real Chromium, and
// none scrolls sideways on a 390 px phone (wide tables scroll inside their box).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { navItemsForRole } from '../src/app/navigation';
import { paths } from '../src/lib/paths';
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
});
