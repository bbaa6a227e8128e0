// The publishable and secret keys through the gateway, as hosted Supabase serves them:
// publishable acts as anon, secret as service_role, a signed-in user's access token
// decides the role beside either, a secret key from a browser is refused, and the
// legacy JWT pair works until it is switched off. Each run checks both settings of the
// legacy pair: the shared stack has the suite's (LOCAL_SUPABASE_LEGACY_KEYS), and this
// file starts one more with the other.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY, startEphemeralStack, type Stack } from '../../local-supabase';
import type { Database } from '../../src/lib/database.types';
import { createUser, type TestUser } from '../support/supabase';

const apiUrl = inject('apiUrl');
const publishableKey = inject('publishableKey');
const secretKey = inject('secretKey');
let user: TestUser;

/** Answered 200 for any role the gateway lets through (anon lists no buckets). */
const BUCKETS = '/storage/v1/bucket';

const client = (key: string, url = apiUrl) =>
  createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false } });

/** Does the key see the user's row of public.users (anon may not read it; the user and service_role do)? */
async function seesUser(c: ReturnType<typeof client>) {
  const { data, error } = await c.from('users').select('id').eq('id', user.id);
  return { rows: data?.length ?? 0, code: error?.code ?? null };
}

beforeAll(async () => {
  user = await createUser('contractor', { name: 'keys' });
});

describe('the publishable key', () => {
  it('acts as anon', async () => {
    const { rows } = await seesUser(client(publishableKey));
    expect(rows).toBe(0);
    const { error } = await client(publishableKey).from('notifications').select('id');
    expect(error?.code).toBe('42501');
  });

  it("lets a signed-in user's access token decide the role", async () => {
    const signedIn = createClient<Database>(apiUrl, publishableKey, {
      accessToken: async () => user.jwt,
    });
    expect(await seesUser(signedIn)).toEqual({ rows: 1, code: null });
  });

  it('never acts as service_role, whatever comes beside it', async () => {
    for (const authorization of [`Bearer ${secretKey}`, 'Bearer sb_secret_guessed']) {
      const res = await fetch(`${apiUrl}/rest/v1/notifications?select=id`, {
        headers: { apikey: publishableKey, authorization },
      });
      expect(res.status).toBe(401);
    }
    const tampered = await fetch(`${apiUrl}/rest/v1/notifications?select=id`, {
      headers: { apikey: `${publishableKey}x` },
    });
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('works from a browser', async () => {
    const res = await fetch(`${apiUrl}/storage/v1/bucket`, {
      headers: { apikey: publishableKey, origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(200);
  });
});

describe('the secret key', () => {
  it('acts as service_role on the API and storage', async () => {
    expect(await seesUser(client(secretKey))).toEqual({ rows: 1, code: null });
    const { data, error } = await client(secretKey).storage.listBuckets();
    expect(error).toBeNull();
    expect(data?.map((b) => b.id)).toEqual(expect.arrayContaining(['avatars', 'voice-notes']));
    // The anon role lists no buckets.
    const { data: anonBuckets } = await client(publishableKey).storage.listBuckets();
    expect(anonBuckets ?? []).toEqual([]);
  });

  it('is refused from a browser, wherever it is sent', async () => {
    const browsers: Record<string, string>[] = [
      { origin: 'http://localhost:5173' },
      {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
      },
    ];
    for (const browser of browsers) {
      for (const path of ['/rest/v1/users?select=id', '/storage/v1/bucket', '/auth/v1/settings']) {
        const res = await fetch(`${apiUrl}${path}`, { headers: { apikey: secretKey, ...browser } });
        expect(res.status, `${path} ${JSON.stringify(browser)}`).toBe(401);
        expect(await res.json()).toMatchObject({
          message: 'Forbidden use of secret API key in browser',
        });
      }
      const fn = await fetch(`${apiUrl}/functions/v1/send-email`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, ...browser },
      });
      expect(fn.status).toBe(401);
    }
  });

  it("is refused when it is not the project's", async () => {
    const res = await fetch(`${apiUrl}/rest/v1/users?select=id`, {
      headers: { apikey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvZ' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
  });
});

describe('the legacy JWT keys', () => {
  let other: Stack;
  beforeAll(async () => {
    other = await startEphemeralStack({ seed: false, legacyKeys: !inject('legacyKeys') });
  });
  afterAll(() => other?.stop());

  for (const legacy of [true, false]) {
    it(`${legacy ? 'work while on' : 'are refused once off'}, beside the new keys`, async () => {
      const url = legacy === inject('legacyKeys') ? apiUrl : other.apiUrl;
      for (const key of [ANON_KEY, SERVICE_ROLE_KEY]) {
        const res = await fetch(`${url}${BUCKETS}`, { headers: { apikey: key } });
        expect(res.status).toBe(legacy ? 200 : 401);
        if (!legacy)
          expect(await res.json()).toMatchObject({ message: 'Legacy API keys are disabled' });
        // As a bearer token beside the publishable key too.
        const beside = await fetch(`${url}${BUCKETS}`, {
          headers: { apikey: publishableKey, authorization: `Bearer ${key}` },
        });
        expect(beside.status).toBe(legacy ? 200 : 401);
      }
      for (const key of [publishableKey, secretKey]) {
        const res = await fetch(`${url}${BUCKETS}`, { headers: { apikey: key } });
        expect(res.status).toBe(200);
      }
      const health = await fetch(`${url}/functions/v1/health`, {
        headers: { apikey: publishableKey },
      });
      expect(await health.json()).toMatchObject({
        status: 'ok',
        keys: { publishable: true, secret: true },
        env: { SUPABASE_SECRET_KEYS: true, SUPABASE_SERVICE_ROLE_KEY: legacy },
      });
    });
  }
});
