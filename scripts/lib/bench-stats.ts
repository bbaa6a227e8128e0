// Small helpers the bench modules share: order statistics and a demo sign-in.
import { TURNSTILE_TEST_TOKEN } from '../../local-supabase/auth/captcha';
import { PUBLISHABLE_KEY } from '../../local-supabase/config';

/** The p-th percentile (nearest rank below) of the figures, in any order. */
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** The median (upper middle of an even count). */
export const median = (xs: number[]) => percentile(xs, 50);

/** Signs a seeded account in through the gateway; the time it took and its access token. */
export async function signInDemo(
  apiUrl: string,
  email: string,
): Promise<{ ms: number; token: string }> {
  const t = performance.now();
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'demo-password',
      // The dev stack's config.toml asks for a CAPTCHA; its test secret takes this token.
      gotrue_meta_security: { captcha_token: TURNSTILE_TEST_TOKEN },
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return { ms: performance.now() - t, token: body.access_token };
}
