// Over HTTP: the public form cannot be shut by one visitor.
// Requests sent straight to PostgREST with X-Forwarded-For in the shape hosted
// Supabase's edge passes on (the client's own value first, the edge's address
// appended) no longer buy a forger fresh limits: the guard counts per session.
// Sessions come from Auth's anonymous sign-in, which a second auth service here
// guards with the CAPTCHA and a per-address limit, as config.toml sets them.
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TURNSTILE_TEST_TOKEN } from '../../local-supabase';
import { startAuthService, type AuthService } from '../support/auth-service';
import { fetchFrom } from '../support/fetch-from';
import { client } from '../support/supabase';

const restUrl = inject('restUrl');
const anonKey = inject('anonKey');
const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: inject('dbUrl') });

beforeAll(() => db.connect());
afterAll(() => db.end());

function galRequest(name: string, voicePath: string | null = null) {
  return {
    case_type: 'Child Custody Dispute',
    county: 'Broward County',
    name,
    email: 'parent@example.test',
    phone: '555-0100',
    details: 'We need a GAL',
    voice_note_path: voicePath,
  };
}

/** A visitor as the landing form makes one: an anonymous session (this stack's CAPTCHA is off). */
async function visitor(headers: Record<string, string> = {}) {
  const anonymous = client({ headers });
  const { data, error } = await anonymous.auth.signInAnonymously();
  expect(error).toBeNull();
  return { client: anonymous, jwt: data.session!.access_token, id: data.user!.id };
}

/** Straight to PostgREST, with the header hosted's edge would pass on. */
function fileForged(jwt: string, forged: string, name: string) {
  return fetch(`${restUrl}/gal_requests`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${jwt}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
      'x-forwarded-for': `${forged}, 10.0.0.1`,
    },
    body: JSON.stringify(galRequest(name)),
  });
}

const note = () =>
  new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], { type: 'audio/webm' });

describe('the GAL request guard over HTTP', () => {
  it('stops a forger rotating X-Forwarded-For, while other visitors still get through', async () => {
    const forger = await visitor();
    const statuses: number[] = [];
    let refusal: unknown = null;
    for (let i = 1; i <= 8; i++) {
      const res = await fileForged(forger.jwt, `203.0.113.${i}`, `Forger ${run} ${i}`);
      statuses.push(res.status);
      if (res.status === 429) refusal = await res.json();
      else await res.arrayBuffer();
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(refusal).toMatchObject({
      code: 'PT429',
      message:
        'You have sent several requests in the last hour. Please wait a while and try again.',
    });
    const anonKeyOnly = await fileForged(anonKey, '203.0.113.99', `Keyless ${run}`);
    expect(anonKeyOnly.status).toBe(401);

    for (let i = 1; i <= 3; i++) {
      const family = await visitor();
      const res = await fileForged(family.jwt, '203.0.113.1', `Family ${run} ${i}`);
      expect(res.status).toBe(201);
    }
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.gal_requests where name like $1`,
      [`% ${run} %`],
    );
    expect(rows[0]!.n).toBe(3 + 3);
  });

  it('limits voice notes per session too, and a request links only its own', async () => {
    const forger = await visitor({ 'x-forwarded-for': '198.51.100.7' });
    const upload = (client: typeof forger.client) =>
      client.storage.from('voice-notes').upload(`requests/${randomUUID()}.webm`, note(), {
        contentType: 'audio/webm',
      });
    for (let i = 1; i <= 3; i++) expect((await upload(forger.client)).error).toBeNull();
    const fourth = await upload(forger.client);
    expect(fourth.error?.message).toBe(
      'You have sent several requests in the last hour. Please wait a while and try again.',
    );

    const family = await visitor({ 'x-forwarded-for': '198.51.100.7' });
    const own = await upload(family.client);
    expect(own.error).toBeNull();
    const filed = await family.client
      .from('gal_requests')
      .insert(galRequest(`Voice ${run}`, own.data!.path));
    expect(filed.error).toBeNull();
    const stolen = await forger.client
      .from('gal_requests')
      .insert(galRequest(`Stolen ${run}`, own.data!.path));
    expect(stolen.error?.code).toBe('GC004');
  });

  it('gives an anonymous session nothing but the form', async () => {
    const { client, id } = await visitor();
    expect((await client.from('users').select('id')).data).toEqual([]);
    expect((await client.from('cases').select('id')).data).toEqual([]);
    expect((await client.rpc('open_case_listings')).data).toEqual([]);
    expect((await client.rpc('dashboard_stats')).error?.code).toBe('42501');
    const row = await client.from('users').insert({ id, email: 'x@example.test', full_name: 'X' });
    expect(row.error?.code).toBe('42501');
    const avatar = await client.storage
      .from('avatars')
      .upload(`${id}/me.png`, new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }));
    expect(avatar.error).not.toBeNull();
    const { rows } = await db.query('select 1 from public.users where id = $1', [id]);
    expect(rows).toHaveLength(0);
  });
});

describe('anonymous sign-in behind the CAPTCHA', () => {
  let auth: AuthService;
  beforeAll(async () => {
    auth = await startAuthService({
      captcha: {
        enabled: true,
        provider: 'turnstile',
        secret: '1x0000000000000000000000000000000AA',
      },
      limits: { anonymousSignInsPerAddress: 2 },
    });
  });
  afterAll(() => auth?.stop());

  const signInFrom = (address: string, token?: string, forged = '203.0.113.50') =>
    fetchFrom(address)(`${auth.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        'x-forwarded-for': forged,
      },
      body: JSON.stringify(
        token === undefined ? {} : { gotrue_meta_security: { captcha_token: token } },
      ),
    });

  it('refuses a sign-in without the human check, or with a wrong token', async () => {
    const none = await signInFrom('127.0.0.1');
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (no captcha_token found)',
    });
    const wrong = await signInFrom('127.0.0.1', 'forged-token');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (invalid-input-response)',
    });
  });

  it('signs in anonymously with a token the provider accepts, at most so often per address', async () => {
    const address = '127.0.9.1';
    const first = await signInFrom(address, TURNSTILE_TEST_TOKEN);
    expect(first.status).toBe(200);
    const session = (await first.json()) as {
      access_token: string;
      user: { is_anonymous: boolean };
    };
    expect(session.user.is_anonymous).toBe(true);
    expect(decodeJwt(session.access_token)).toMatchObject({
      role: 'authenticated',
      is_anonymous: true,
      amr: [{ method: 'anonymous', timestamp: expect.any(Number) }],
    });
    expect((await signInFrom(address, TURNSTILE_TEST_TOKEN, '198.51.100.1')).status).toBe(200);
    const third = await signInFrom(address, TURNSTILE_TEST_TOKEN, '198.51.100.2');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await signInFrom('127.0.9.2', TURNSTILE_TEST_TOKEN)).status).toBe(200);
  });

  it('asks the same of password sign-ins', async () => {
    const email = `captcha-${run}@example.test`;
    const signUp = (captcha_token?: string) =>
      fetch(`${auth.apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'correct-horse',
          gotrue_meta_security: { captcha_token },
        }),
      });
    expect((await signUp()).status).toBe(400);
    expect((await signUp(TURNSTILE_TEST_TOKEN)).status).toBe(200);
    const signIn = (captcha_token?: string) =>
      fetch(`${auth.apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'correct-horse',
          gotrue_meta_security: { captcha_token },
        }),
      });
    expect((await signIn('XXXX.WRONG.TOKEN')).status).toBe(400);
    expect((await signIn(TURNSTILE_TEST_TOKEN)).status).toBe(200);
  });
});
