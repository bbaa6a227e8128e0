// The human check Supabase Auth asks for once CAPTCHA protection is on
// (`[auth.captcha]`): sign-ups (anonymous ones too), password sign-ins and the
// requests that send auth email carry a fresh Cloudflare Turnstile token. The
// supabase client's fetch adds it (withCaptcha), so no caller can forget it.
// With one of Turnstile's passing test site keys (the default in development
// and tests) the token is Turnstile's dummy token and nothing loads from
// Cloudflare; a real key (VITE_CAPTCHA_SITE_KEY) loads the widget only when a
// token is needed. This module is reached only through the lazy supabase client.

/** Turnstile's documented always-pass test site keys (visible and invisible). */
const PASSING_TEST_KEYS = new Set(['1x00000000000000000000AA', '1x00000000000000000000BB']);
/** What those keys' widgets hand out; only Turnstile's test secrets accept it. */
export const TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export function captchaSiteKey(): string | undefined {
  const key = import.meta.env.VITE_CAPTCHA_SITE_KEY as string | undefined;
  if (key) return key;
  // The local stack's config.toml uses the always-pass test secret.
  return import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? '1x00000000000000000000AA'
    : undefined;
}

/** A token for one auth request, or undefined when no site key is configured. */
export async function captchaToken(siteKey = captchaSiteKey()): Promise<string | undefined> {
  if (!siteKey) return undefined;
  if (PASSING_TEST_KEYS.has(siteKey)) return TEST_TOKEN;
  const { turnstileToken } = await import('./turnstile');
  return turnstileToken(siteKey);
}

/** The auth endpoints GoTrue's verifyCaptcha guards (the token endpoint for passwords only). */
function guarded(url: URL): boolean {
  if (/\/auth\/v1\/(signup|otp|recover|resend|magiclink)$/.test(url.pathname)) return true;
  return (
    url.pathname.endsWith('/auth/v1/token') && url.searchParams.get('grant_type') === 'password'
  );
}

/** fetch for supabase-js that puts a CAPTCHA token in every guarded auth request. */
export function withCaptcha(getToken = () => captchaToken(), base?: typeof fetch): typeof fetch {
  // Read at call time: test servers replace globalThis.fetch after this module loads.
  const send: typeof fetch = (input, init) => (base ?? globalThis.fetch)(input, init);
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!guarded(url) || typeof init?.body !== 'string') return send(input, init);
    const body = JSON.parse(init.body) as { gotrue_meta_security?: { captcha_token?: string } };
    if (!body.gotrue_meta_security?.captcha_token) {
      const token = await getToken();
      if (token) body.gotrue_meta_security = { ...body.gotrue_meta_security, captcha_token: token };
    }
    return send(input, { ...init, body: JSON.stringify(body) });
  };
}
