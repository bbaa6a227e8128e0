// CAPTCHA protection as GoTrue applies it (`[auth.captcha]`): with it enabled,
// sign-ups (anonymous ones too), password grants, /otp, /recover and /resend
// need `gotrue_meta_security.captcha_token` in the body, checked with the
// provider's siteverify API. The providers' documented test secrets are
// answered here without the network, as the provider would answer them, so
// `npm run dev` and the tests work offline:
// - Turnstile: 1x…AA passes only its dummy token XXXX.DUMMY.TOKEN.XXXX,
//   2x…AA always fails, 3x…AA says the token was already spent
//   (developers.cloudflare.com/turnstile/troubleshooting/testing/).
// - hCaptcha: 0x0000…0000 passes only its test response
//   10000000-aaaa-bbbb-cccc-000000000001 (docs.hcaptcha.com/#integration-testing-test-keys).
// Any other secret is a real one: the token goes to the provider, as GoTrue does.
import type { Context } from 'hono';
import { booleanSetting, stringSetting } from '../project-config';
import { remoteAddress } from '../request';
import { AuthError, badRequest } from './errors';
import type { JsonObject } from './validate';

export interface CaptchaSettings {
  enabled: boolean;
  provider: string;
  secret: string;
}

export function captchaFromConfig(): CaptchaSettings {
  return {
    enabled: booleanSetting('auth.captcha.enabled', false),
    provider: stringSetting('auth.captcha.provider', 'hcaptcha'),
    secret: stringSetting('auth.captcha.secret', ''),
  };
}

export const TURNSTILE_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
/** The always-pass test site key whose widget hands out that token (for builds the tests drive). */
export const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
const HCAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

const SITEVERIFY: Record<string, string> = {
  hcaptcha: 'https://hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

interface Verdict {
  success: boolean;
  'error-codes'?: string[];
}

/** The provider's own answer for its documented test secrets; null for a real secret. */
function testVerdict(provider: string, secret: string, token: string): Verdict | null {
  const fail = (code: string): Verdict => ({ success: false, 'error-codes': [code] });
  if (provider === 'turnstile') {
    if (secret === '1x0000000000000000000000000000000AA') {
      return token === TURNSTILE_TEST_TOKEN ? { success: true } : fail('invalid-input-response');
    }
    if (secret === '2x0000000000000000000000000000000AA') return fail('invalid-input-response');
    if (secret === '3x0000000000000000000000000000000AA') return fail('timeout-or-duplicate');
  }
  if (provider === 'hcaptcha' && secret === '0x0000000000000000000000000000000000000000') {
    return token === HCAPTCHA_TEST_TOKEN ? { success: true } : fail('invalid-input-response');
  }
  return null;
}

async function siteverify(settings: CaptchaSettings, token: string, ip: string): Promise<Verdict> {
  const url = SITEVERIFY[settings.provider];
  if (!url) throw new Error(`captcha provider "${settings.provider}" could not be found`);
  const form = new URLSearchParams({ secret: settings.secret, response: token, remoteip: ip });
  const res = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
  return (await res.json()) as Verdict;
}

/** Refuses the request unless its body carries a token the provider accepts (GoTrue's verifyCaptcha). */
export async function verifyCaptcha(
  c: Context,
  settings: CaptchaSettings,
  body: JsonObject,
): Promise<void> {
  if (!settings.enabled) return;
  const security = body.gotrue_meta_security;
  const raw =
    security && typeof security === 'object' && !Array.isArray(security)
      ? (security as JsonObject).captcha_token
      : undefined;
  const token = typeof raw === 'string' ? raw.trim() : '';
  if (token === '') {
    throw badRequest(
      'captcha_failed',
      'captcha protection: request disallowed (no captcha_token found)',
    );
  }
  let verdict: Verdict;
  try {
    verdict =
      testVerdict(settings.provider, settings.secret.trim(), token) ??
      (await siteverify(settings, token, remoteAddress(c)));
  } catch (error) {
    console.error('[auth] captcha verification failed:', error);
    throw new AuthError(500, 'unexpected_failure', 'captcha verification process failed');
  }
  if (!verdict.success) {
    throw badRequest(
      'captcha_failed',
      `captcha protection: request disallowed (${(verdict['error-codes'] ?? []).join(', ')})`,
    );
  }
}
