// Accounts, recoverable errors and deep links kept through sign-in, in real Chromium on the
// real local stack: email confirmation (confirmations on), a forgotten password, an expired
// link, a stale chunk after a deploy, an unknown path, a deep link kept through sign-in, and a
// session that ends under the user. Emails are read from the mail catcher's Mailpit API.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Stack, TURNSTILE_TEST_TOKEN } from '../local-supabase';
import { paths } from '../src/lib/paths';
import { lastMailTo, linkIn, mailsTo } from '../tests/support/mail';
import { client, createUser, PASSWORD } from '../tests/support/supabase';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { routeAuthTo, startConfirmationsStack } from './support/confirmations';
import { useBrowser } from './support/pages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn } from './support/sign-in';

const NEW_PASSWORD = 'second-password';
const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser();

beforeAll(() => db.connect());
afterAll(() => db.end());

/** A confirmed account with PASSWORD. */
const makeUser = async (label: string) =>
  (await createUser('free', { name: `Pat ${label}` })).email;

async function askForResetLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
}

describe('email confirmation, with confirmations on', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startConfirmationsStack();
  });
  afterAll(() => stack?.stop());

  it('signs up, asks to check the email, and the emailed link lands signed in on the dashboard', async () => {
    const page = await browser.open();
    await routeAuthTo(page.context(), stack);
    const email = `confirm-${run}@accounts.test`;
    await page.goto(`${appUrl}${paths.signup}`);
    await page.getByLabel('Full Name').fill('Cora Confirm');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(email).waitFor();
    // The first email went out just now: a resend waits for the server's minute.
    expect(await page.getByRole('button', { name: 'Send the email again' }).isDisabled()).toBe(
      true,
    );
    await expectAxeClean(page, 'check your email (sign-up)');

    const mail = await lastMailTo(stack.mailUrl, email);
    await page.goto(linkIn(mail).toString());
    await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
    await page.getByRole('heading', { name: 'Welcome, Cora Confirm' }).waitFor();
  });

  it('still signs the demo accounts in with no email step', async () => {
    const page = await browser.open();
    await routeAuthTo(page.context(), stack);
    await signIn(page, { email: DEMO_ACCOUNTS.free, password: DEMO_PASSWORD });
    await page.getByRole('heading', { name: 'Welcome, Fiona Applicant' }).waitFor();
  });
});

describe('a forgotten password', () => {
  it('goes from Forgot password? to the emailed link to a new password, signed in; the old one is refused', async () => {
    const email = await makeUser('forgetful');
    const page = await browser.open({ at: paths.login });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectAxeClean(page, 'forgot password');
    await askForResetLink(page, email);
    await page.getByText(email).waitFor();

    await page.goto(linkIn(await lastMailTo(inject('mailUrl'), email)).toString());
    await page.waitForURL(`${appUrl}${paths.resetPassword}`);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByText('Passwords match').waitFor();
    await expectAxeClean(page, 'set a new password');
    // Signed in by the link: the top bar says so, as the page does ("you will stay signed in").
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Sign Out/ })
      .waitFor();
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await expectAxeClean(page, 'password changed');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
    await page.getByRole('heading', { name: 'Welcome, Pat forgetful' }).waitFor();

    const elsewhere = await browser.open();
    await signIn(elsewhere, { email, password: PASSWORD }, { landsOn: null });
    await elsewhere
      .getByText('Invalid email or password. Please check your credentials and try again.')
      .waitFor();
    await signIn(elsewhere, { email, password: NEW_PASSWORD });
  });

  it('says an expired link has expired, and sends a new one from the same page', async () => {
    const email = await makeUser('late');
    const page = await browser.open({ at: paths.forgotPassword });
    await askForResetLink(page, email);
    const link = linkIn(await lastMailTo(inject('mailUrl'), email));
    // Two hours later: past the link's hour (otp_expiry).
    await db.query(
      `update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1`,
      [email],
    );

    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'This link did not work' }).waitFor();
    await page.getByText('This link has expired or has already been used.').waitFor();
    await expectAxeClean(page, 'expired link');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send a New Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await mailsTo(inject('mailUrl'), email)).toHaveLength(2);
  });
});

describe('errors a user can recover from', () => {
  it('reloads once for a chunk a deploy removed, and shows the error instead of looping when it stays missing', async () => {
    // From a page the app renders (not prerendered): its links are the router's at once.
    const page = await browser.open({ at: paths.signup });
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    let missing = 1;
    await page.route('**/assets/login-page-*.js', (route) =>
      missing-- > 0 ? route.fulfill({ status: 404 }) : route.continue(),
    );
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(documents).toEqual([paths.login]);
    // The reload served the prerendered page, whose links are plain ones (a full load) and
    // whose fields are disabled until the app has replaced it: wait for the app.
    await page.locator('input[type="email"]:enabled').waitFor();

    // Missing for good (the server or network is down): no second reload within the minute.
    await page.route('**/assets/signup-page-*.js', (route) => route.fulfill({ status: 404 }));
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(documents).toEqual([paths.login]);
    await expectAxeClean(page, 'route error');
  });

  it('shows a 404 page for an unknown path', async () => {
    const page = await browser.open({ at: '/no-such-page' });
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    await expectAxeClean(page, '404');
  });
});

describe('coming back to the page asked for', () => {
  it('keeps a deep link through sign-in', async () => {
    const { rows } = await db.query<{ id: string; title: string }>(
      `select c.id, c.title from public.cases c join public.users u on u.id = c.contractor_id
       where u.email = $1 order by c.created_at limit 1`,
      [DEMO_ACCOUNTS.contractor],
    );
    const [assigned] = rows;
    expect(assigned).toBeDefined();
    const page = await browser.open({ at: paths.dashboard.case(assigned!.id) });
    await page.waitForURL(`${appUrl}${paths.login}`);
    await signIn(page, 'contractor', { landsOn: paths.dashboard.case(assigned!.id) });
    await page.getByRole('heading', { name: assigned!.title, level: 1 }).waitFor();
  });

  it('signs out a session revoked elsewhere with a plain message, and returns to the page after', async () => {
    const email = await makeUser('revoked');
    const page = await browser.open({
      as: { email, password: PASSWORD },
      at: paths.dashboard.profile,
    });
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();

    // Signed out everywhere (e.g. from another device), and an hour later the access token
    // has expired too: the next start must refresh, and the refresh is refused for good.
    const elsewhere = client();
    // The stack asks for a CAPTCHA on password sign-ins; its test secret takes the test token.
    const other = await elsewhere.auth.signInWithPassword({
      email,
      password: PASSWORD,
      options: { captchaToken: TURNSTILE_TEST_TOKEN },
    });
    expect(other.error).toBeNull();
    expect((await elsewhere.auth.signOut({ scope: 'global' })).error).toBeNull();
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
      const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
      localStorage.setItem(key, JSON.stringify({ ...session, expires_at: 1_700_000_000 }));
    });
    await page.reload();

    await page.waitForURL(`${appUrl}${paths.login}`);
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await signIn(page, { email, password: PASSWORD }, { landsOn: paths.dashboard.profile });
  });
});
