// The app ends a session when a data API refuses its access token (src/lib/supabase.ts), and
// only then: these are the real services' answers that src/lib/refused-token.ts reads.
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { JWT_SECRET } from '../../local-supabase';
import { refusesToken, type RefusalBody } from '../../src/lib/refused-token';
import { signUp } from '../support/auth';

const api = inject('apiUrl');
const anonKey = inject('anonKey');

/** The session's own claims, re-signed to have expired a minute ago. */
async function expiredTokenFor(accessToken: string) {
  const claims = JSON.parse(
    Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
  ) as Record<string, unknown>;
  return new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/** A token this project never signed (e.g. after the JWT secret was rotated). */
const foreignToken = () =>
  new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another project entirely, 32 chars+'));

async function answer(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${api}${path}`, {
    ...init,
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, ...init.headers },
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as RefusalBody | null };
}

describe('a refused access token, as each data API says it', () => {
  it('PostgREST: an expired or foreign token, and not a row-level refusal', async () => {
    const { session } = await signUp('Expired Person');
    for (const token of [await expiredTokenFor(session.access_token), await foreignToken()]) {
      const { status, body } = await answer('/rest/v1/cases?select=id', token);
      expect(status).toBe(401);
      expect(refusesToken('rest', status, body)).toBe(true);
    }
    // A valid session writing where RLS says no: an error, but the session is fine.
    const denied = await answer('/rest/v1/cases', session.access_token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x', description: 'y', type: 'paid' }),
    });
    expect(denied.status).toBeGreaterThanOrEqual(400);
    expect(refusesToken('rest', denied.status, denied.body)).toBe(false);
  });

  it('storage: an expired or foreign token, and not a missing object or an RLS refusal', async () => {
    const { session } = await signUp('Expired Uploader');
    const listing = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"prefix":""}',
    };
    for (const token of [await expiredTokenFor(session.access_token), await foreignToken()]) {
      const { status, body } = await answer('/storage/v1/object/list/avatars', token, listing);
      expect(refusesToken('storage', status, body)).toBe(true);
    }
    const missing = await answer(
      '/storage/v1/object/authenticated/avatars/nothing.png',
      session.access_token,
    );
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(refusesToken('storage', missing.status, missing.body)).toBe(false);
    // Another user's avatar path: storage's RLS says no with the same AccessDenied code.
    const foreignPath = await answer(
      `/storage/v1/object/avatars/${crypto.randomUUID()}-x.png`,
      session.access_token,
      { method: 'POST', headers: { 'content-type': 'image/png' }, body: new Uint8Array([137, 80]) },
    );
    expect(foreignPath.body?.code).toBe('AccessDenied');
    expect(refusesToken('storage', foreignPath.status, foreignPath.body)).toBe(false);
  });

  it("Edge Functions: the gateway's 401 for a bad token (functions-http.test.ts holds its shapes)", () => {
    expect(refusesToken('functions', 401, { code: 401, message: 'Invalid JWT' })).toBe(true);
    expect(
      refusesToken('functions', 401, { code: 401, message: 'Missing authorization header' }),
    ).toBe(false);
    expect(refusesToken('functions', 401, { error: 'not allowed' } as RefusalBody)).toBe(false);
  });
});
