// Every page passes axe (WCAG 2.1 A/AA and best practices) in real Chromium, and
// none scrolls sideways on a 390 px phone (wide tables scroll inside their box).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navItemsForRole } from '../src/app/navigation';
import { paths } from '../src/lib/paths';
import { appUrl, axeViolations, describeViolations, launchBrowser } from './support/browser';

const PUBLIC_PAGES = [
  paths.home,
  paths.login,
  paths.signup,
  paths.apply,
  paths.choosePath,
  paths.applyAssistant,
];
const ACCOUNTS = [
  ['admin@demo.test', 'admin'],
  ['contractor@demo.test', 'contractor'],
  ['applicant@demo.test', 'free'],
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').waitFor();
}

/** How far the page is wider than a 390 px phone, in px (0 when it fits). */
async function overflowAtPhoneWidth(page: Page): Promise<number> {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (desktop) await page.setViewportSize(desktop);
  return over;
}

describe('accessibility', () => {
  it('the axe check itself catches an unlabelled control', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent(
        '<html lang="en"><title>t</title><main><input type="text"></main></html>',
      );
      const ids = (await axeViolations(page)).map((v) => v.id);
      expect(ids).toContain('label');
    } finally {
      await page.close();
    }
  });

  it.each(PUBLIC_PAGES)('public page %s has no axe violations and fits a phone', async (path) => {
    const page = await browser.newPage();
    try {
      await page.goto(`${appUrl}${path}`);
      await settle(page);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(await overflowAtPhoneWidth(page)).toBe(0);
    } finally {
      await page.close();
    }
  });

  for (const [account, role] of ACCOUNTS) {
    it(`every dashboard page of the ${role} role passes axe and fits a phone for ${account}`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(`${appUrl}${paths.login}`);
        await page.getByLabel('Email').fill(account);
        await page.getByLabel('Password').fill('demo-password');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
        const failures: string[] = [];
        for (const { to: path } of navItemsForRole(role)) {
          await page.goto(`${appUrl}${path}`);
          expect(new URL(page.url()).pathname).toBe(path);
          await settle(page);
          const violations = await axeViolations(page);
          if (violations.length) failures.push(`${path}:\n${describeViolations(violations)}`);
          const over = await overflowAtPhoneWidth(page);
          if (over) failures.push(`${path}: ${over} px wider than a 390 px phone`);
        }
        expect(failures.join('\n\n')).toBe('');
      } finally {
        await context.close();
      }
    });
  }
});
