// Every page passes axe (WCAG 2.1 A/AA and best practices) in real Chromium.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, describeViolations, launchBrowser } from './support/browser';

const PUBLIC_PAGES = ['/', '/login', '/signup', '/apply', '/choose-path', '/apply/assistant'];
const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/cases',
  '/dashboard/opportunities',
  '/dashboard/profile',
  '/dashboard/messages',
  '/dashboard/contractors',
  '/dashboard/time-tracking',
  '/dashboard/invoices',
  '/dashboard/enroll',
  '/dashboard/settings',
];

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

  for (const account of ['admin@demo.test', 'contractor@demo.test', 'applicant@demo.test']) {
    it(`every dashboard page passes axe for ${account}`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(`${appUrl}/login`);
        await page.getByLabel('Email').fill(account);
        await page.getByLabel('Password').fill('demo-password');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(`${appUrl}/dashboard`);
        const failures: string[] = [];
        for (const path of DASHBOARD_PAGES) {
          await page.goto(`${appUrl}${path}`);
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
