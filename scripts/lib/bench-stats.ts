// Small helpers the bench modules share: order statistics and a demo sign-in.
import { TURNSTILE_TEST_TOKEN } from '../../local-supabase';
import { signIn } from '../../tests/support/supabase';

/** Every seeded demo and scale account's password. */
export const DEMO_PASSWORD = 'demo-password';

/** The p-th percentile (nearest rank below) of the figures, in any order. */
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** The median (upper middle of an even count). */
export const median = (xs: number[]) => percentile(xs, 50);

/**
 * Signs a seeded account in through the gateway, as the app does (tests/support/supabase.ts);
 * the time it took, its access token and its client.
 */
export async function signInDemo(apiUrl: string, email: string) {
  const t = performance.now();
  // The dev stack's config.toml asks for a CAPTCHA; its test secret takes this token.
  const signedIn = await signIn(email, DEMO_PASSWORD, {
    apiUrl,
    captchaToken: TURNSTILE_TEST_TOKEN,
  });
  return { ms: performance.now() - t, token: signedIn.accessToken, ...signedIn };
}
