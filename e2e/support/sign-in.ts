// The one way an e2e test signs in: through the login form, as a person does.
import type { Page } from 'playwright-core';
import type { Role } from '../../src/lib/capabilities';
import { paths } from '../../src/lib/paths';
import { freshTotpCode, totpSecretOf } from '../../tests/support/supabase';
import { appUrl } from './browser';

/** The seeded demo account of each role (README: demo accounts). */
export const DEMO_ACCOUNTS: Record<Role, string> = {
  admin: 'admin@demo.test',
  contractor: 'contractor@demo.test',
  free: 'applicant@demo.test',
};
export const DEMO_PASSWORD = 'demo-password';

export interface Credentials {
  email: string;
  /** The demo password when absent. */
  password?: string;
}

/**
 * Signs in as a role's demo account or as these credentials, opening /login unless the page is
 * there already, and waits to land on `landsOn`: the dashboard by default, the remembered page
 * after a post-login redirect, or null to wait for nothing (a refused password). An account with
 * a TOTP factor the support module knows (the demo admin, an admin from createUser) types its
 * authenticator's current code on /two-factor, as a person does.
 */
export async function signIn(
  page: Page,
  as: Role | Credentials,
  { landsOn = paths.dashboard.home }: { landsOn?: string | null } = {},
): Promise<void> {
  const { email, password = DEMO_PASSWORD } =
    typeof as === 'string' ? { email: DEMO_ACCOUNTS[as] } : as;
  if (new URL(page.url()).pathname !== paths.login) await page.goto(`${appUrl}${paths.login}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (landsOn === null) return;
  const secret = totpSecretOf(email);
  if (secret) await typeSecondFactor(page, secret);
  await page.waitForURL(`${appUrl}${landsOn}`);
}

/** Types codes on /two-factor until one is taken (a code another sign-in used is refused). */
async function typeSecondFactor(page: Page, secret: string): Promise<void> {
  await page.waitForURL(`${appUrl}${paths.twoFactor}`);
  // Settled either way, so a wait that lost the race never rejects unhandled.
  const left = page
    .waitForURL((url) => url.pathname !== paths.twoFactor)
    .then(
      () => 'in' as const,
      () => 'timeout' as const,
    );
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.getByLabel('Authentication code').fill(await freshTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    const refused = page.getByText('That code is not right').waitFor();
    if ((await Promise.race([left.then(() => 'in'), refused.then(() => 'refused')])) === 'in')
      return;
  }
  throw new Error('signIn: no authenticator code was accepted');
}
