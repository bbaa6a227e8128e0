// Every page passes axe (WCAG 2.1 A/AA and best practices) in real Chromium.
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

  it.each(PUBLIC_PAGES)('public page %s has no axe violations', async (path) => {
    const page = await browser.newPage();
    try {
      await page.goto(`${appUrl}${path}`);
      await settle(page);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const [account, role] of ACCOUNTS) {
    it(`every dashboard page of the ${role} role passes axe for ${account}`, async () => {
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
        }
        expect(failures.join('\n\n')).toBe('');
      } finally {
        await context.close();
      }
    });
  }
});
