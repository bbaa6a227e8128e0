// Two-factor sign-in in a real browser against the local stack: an admin without an
// authenticator is taken to set one up (QR code and secret) and reaches nothing admin until
// its first code is accepted; a contractor may turn it on in Profile → Security.
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { totpCode, totpStep } from '../local-supabase';
import { paths } from '../src/lib/paths';
import { createUser, PASSWORD } from '../tests/support/supabase';
import { appUrl } from './support/browser';
import { useBrowser } from './support/pages';
import { signIn } from './support/sign-in';

const browser = useBrowser();
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

async function secretShown(page: Page): Promise<string> {
  return (await page.getByTestId('totp-secret').innerText()).trim();
}

describe('an admin without an authenticator', () => {
  it('sets one up before any admin page, refusing a wrong code', async () => {
    // Made a contractor (no factor), then promoted: an admin who never enrolled.
    const user = await createUser('contractor', { name: 'New Admin' });
    await db.query(`update public.users set role = 'admin' where id = $1`, [user.id]);
    const page = await browser.open();
    await signIn(page, { email: user.email, password: PASSWORD }, { landsOn: paths.twoFactor });
    await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();

    // Any admin page sends them back here.
    await page.goto(`${appUrl}${paths.dashboard.contractors}`);
    await page.waitForURL(`${appUrl}${paths.twoFactor}`);
    const secret = await secretShown(page);

    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByText('That code is not right').waitFor();

    await page.getByLabel('Authentication code').fill(totpCode(secret, totpStep()));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.waitForURL((url) => url.pathname === paths.dashboard.home);
    await page.goto(`${appUrl}${paths.dashboard.contractors}`);
    await page.getByRole('heading', { level: 1, name: 'Contractors' }).waitFor();
  });
});

describe('a contractor', () => {
  it('may turn two-factor on in Profile → Security', async () => {
    const user = await createUser('contractor', { name: 'Careful Contractor' });
    const page = await browser.open({
      as: { email: user.email, password: PASSWORD },
      at: paths.dashboard.profile,
    });
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    const secret = await secretShown(page);
    await page.getByLabel('Authentication code').fill(totpCode(secret, totpStep()));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByText('Two-factor authentication is on.').waitFor();
  });
});
