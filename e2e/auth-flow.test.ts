// A newcomer signs up, lands on the dashboard, signs out and back in; the
// demo accounts see their role's navigation. Real Chromium, real local stack.
import type { Page } from 'playwright-core';
import { navItemsForRole } from '../src/app/navigation';
import { beforeEach, describe, expect, it } from 'vitest';
import { appUrl } from './support/browser';
import { useBrowser } from './support/pages';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in';

const browser = useBrowser();
let page: Page;

beforeEach(async () => {
  page = await browser.open();
});

async function sideNavLabels(): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link').first().waitFor();
  // The first line is the label; an unread badge may follow on Messages.
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim().split('\n')[0]!);
}

describe('sign up, sign out, sign in', () => {
  it('takes a new user from sign-up to their dashboard and back in after signing out', async () => {
    const email = `newcomer-${Date.now()}@example.com`;
    await page.goto(`${appUrl}/signup`);
    await page.getByLabel('Full Name').fill('Nora Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret2');
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    await expect(page.getByRole('button', { name: 'Sign Up' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Confirm Password').fill('secret1');
    await expect.poll(() => page.getByText('Passwords match').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.waitForURL(`${appUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Nora Newcomer' }).waitFor();
    expect(await sideNavLabels()).toEqual(navItemsForRole('free').map((i) => i.label));

    // Sign out through the dashboard's menu overlay.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    // Leaving the dashboard comes first; the session is gone once sign-out has finished.
    await page.waitForFunction(
      () => !Object.keys(localStorage).some((k) => k.endsWith('-auth-token')),
    );
    await page.goto(`${appUrl}/dashboard`);
    await page.waitForURL(`${appUrl}/login`);

    await signIn(page, { email, password: 'secret1' });
    await page.getByRole('heading', { name: 'Welcome, Nora Newcomer' }).waitFor();
  });

  it('keeps the session across a reload', async () => {
    await signIn(page, 'contractor');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Carlos Contractor' }).waitFor();
  });

  it('tells a returning user their email is already registered', async () => {
    await page.goto(`${appUrl}/signup`);
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill('applicant@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page
      .getByText('An account with this email already exists. Please sign in instead.')
      .waitFor();
    // What the user typed is kept.
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Someone Else');
  });

  it('refuses a wrong password with the catalogue text', async () => {
    await signIn(
      page,
      { email: 'admin@demo.test', password: 'not-the-password' },
      { landsOn: null },
    );
    await page
      .getByText('Invalid email or password. Please check your credentials and try again.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a signed-out visitor from the dashboard to sign in', async () => {
    await page.goto(`${appUrl}/dashboard/cases`);
    await page.waitForURL(`${appUrl}/login`);
  });
});

describe('demo accounts', () => {
  // Each role's navigation is the capabilities table's, read in the real browser.
  const cases = [
    { name: 'Alicia Admin', role: 'admin' },
    { name: 'Carlos Contractor', role: 'contractor' },
    { name: 'Fiona Applicant', role: 'free' },
  ] as const;

  for (const account of cases) {
    it(`signs in ${DEMO_ACCOUNTS[account.role]} and shows that role's navigation`, async () => {
      await signIn(page, account.role);
      await page.getByRole('heading', { name: `Welcome, ${account.name}` }).waitFor();
      expect(await sideNavLabels()).toEqual(navItemsForRole(account.role).map((i) => i.label));
    });
  }
});
