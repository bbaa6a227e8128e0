// The gateway's API-key check, as Supabase's gateway does it since the publishable and
// secret keys: the `apikey` header names the project's key; a publishable key acts as
// anon and a secret key as service_role, by a short-lived JWT the gateway puts in
// `Authorization` when the caller sent none (or sent the key itself there). A user's
// access token in `Authorization` is left alone: it decides the role of a signed-in
// request. A secret key from a browser is refused, and so is the legacy JWT pair once
// it is switched off. Auth and Edge Functions see the caller's headers unchanged (hosted's
// functions get the key, not a JWT for it; auth reads only a user's token).
import { createHash, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { ApiKeys } from './config';

export const PUBLISHABLE_PREFIX = 'sb_publishable_';
export const SECRET_PREFIX = 'sb_secret_';

/** Hosted's refusals (HTTP 401), word for word where hosted's are known. */
export const REFUSALS = {
  invalid: {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  },
  browser: {
    message: 'Forbidden use of secret API key in browser',
    hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Use a publishable key instead.',
  },
  legacy: {
    message: 'Legacy API keys are disabled',
    hint: 'The legacy anon and service_role keys are off for this project. Use the publishable or secret key instead.',
  },
} as const;

export type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** Equal strings in time that does not depend on where they differ (digests are equal length). */
export function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A browser sends an Origin (any cross-origin or non-GET fetch) or a Mozilla/ user agent;
 * servers, pg_net and Deno send neither. (Fetch Metadata is no sign: Node's fetch sends
 * Sec-Fetch-Mode too.)
 */
export function fromBrowser(headers: Headers): boolean {
  return headers.has('origin') || /^Mozilla\//.test(headers.get('user-agent') ?? '');
}

const BEARER = /^bearer\s+(\S+)$/i;

export interface KeyVerdict {
  refusal: Refusal | null;
  /** The Authorization header to send upstream, when the gateway replaces it. */
  authorization: string | null;
}

export interface KeyGate {
  /** `mint` false (auth, Edge Functions): check only, the caller's headers go on unchanged. */
  check(headers: Headers, mint: boolean): Promise<KeyVerdict>;
}

const MINTED_LIFETIME_S = 3600;

export function createKeyGate(keys: ApiKeys, jwtSecret: string): KeyGate {
  const secret = new TextEncoder().encode(jwtSecret);
  const minted = new Map<string, { token: string; expires: number }>();

  /** A JWT for the key's role, as hosted's gateway makes one; re-made before it expires. */
  async function tokenFor(role: 'anon' | 'service_role'): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const cached = minted.get(role);
    if (cached && cached.expires - now > 60) return cached.token;
    const token = await new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('supabase')
      .setIssuedAt(now)
      .setExpirationTime(now + MINTED_LIFETIME_S)
      .sign(secret);
    minted.set(role, { token, expires: now + MINTED_LIFETIME_S });
    return token;
  }

  const isLegacy = (token: string) => token === keys.anon || token === keys.serviceRole;
  const refuse = (refusal: Refusal): KeyVerdict => ({ refusal, authorization: null });
  const pass: KeyVerdict = { refusal: null, authorization: null };

  return {
    async check(headers, mint) {
      const authorization = headers.get('authorization') ?? '';
      const bearer = BEARER.exec(authorization)?.[1] ?? '';
      // A key sent only as the bearer token counts as the apikey (the reverse of the
      // apikey standing in for a missing bearer token).
      const isNewKey = (token: string) =>
        token.startsWith(PUBLISHABLE_PREFIX) || token.startsWith(SECRET_PREFIX);
      const apikey = headers.get('apikey')?.trim() || (isNewKey(bearer) ? bearer : '');

      // Whatever carries it, a secret key never works from a browser, nor a disabled legacy key.
      for (const token of [apikey, bearer]) {
        if (token.startsWith(SECRET_PREFIX) && fromBrowser(headers))
          return refuse(REFUSALS.browser);
        if (!keys.legacy && isLegacy(token)) return refuse(REFUSALS.legacy);
      }

      let role: 'anon' | 'service_role' | null = null;
      if (apikey.startsWith(PUBLISHABLE_PREFIX)) {
        if (!sameKey(apikey, keys.publishable)) return refuse(REFUSALS.invalid);
        role = 'anon';
      } else if (apikey.startsWith(SECRET_PREFIX)) {
        if (!sameKey(apikey, keys.secret)) return refuse(REFUSALS.invalid);
        role = 'service_role';
      }
      if (!mint) return pass;
      if (isNewKey(bearer)) {
        // A key in Authorization stands for a role only beside the same key in apikey.
        if (!role || bearer !== apikey) return refuse(REFUSALS.invalid);
      }
      if (!role) return pass;
      // A user's access token decides the role of a signed-in request.
      if (bearer && bearer !== apikey) return pass;
      return { refusal: null, authorization: `Bearer ${await tokenFor(role)}` };
    },
  };
}
