// The auth service through the real supabase-js client, as the app uses it,
// plus raw HTTP where the exact GoTrue wire format matters.
import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JWT_EXPIRY_SECONDS, JWT_SECRET } from '../../local-supabase/config';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const dbUrl = inject('dbUrl');
const PASSWORD = 'correct-horse-battery';

let db: pg.Pool;
beforeAll(() => {
  db = new pg.Pool({ connectionString: dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
});

function client(): SupabaseClient {
  return createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

const uniqueEmail = (label = 'auth') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

async function signUp(fullName = 'Test Person', email = uniqueEmail()) {
  const { data, error } = await client().auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: fullName } },
  });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return { email, session: data.session as Session };
}

/** A raw call to /auth/v1, as supabase-js would make it unless told otherwise. */
function authFetch(path: string, init: RequestInit & { version?: string | null } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', anonKey);
  if (init.version !== null) headers.set('X-Supabase-Api-Version', init.version ?? '2024-01-01');
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${apiUrl}/auth/v1${path}`, { ...init, headers });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-up', () => {
  it('returns a session and creates the auth user, identity and public.users row', async () => {
    const email = uniqueEmail('Mixed.Case');
    const { session } = await signUp('Grace Hopper', email);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(JWT_EXPIRY_SECONDS);
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    const user = session.user;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Grace Hopper', email_verified: true },
      is_anonymous: false,
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.confirmed_at).toBeTruthy();
    expect(user.last_sign_in_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect(user.identities?.[0]).toMatchObject({
      id: user.id,
      user_id: user.id,
      provider: 'email',
    });

    const { rows } = await db.query(
      'select role, full_name, email from public.users where id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ role: 'free', full_name: 'Grace Hopper', email: email.toLowerCase() }]);
    const sessions = await db.query('select id from auth.sessions where user_id = $1', [user.id]);
    expect(sessions.rows).toHaveLength(1);
  });

  it('puts GoTrue’s claims in the access token', async () => {
    const { session } = await signUp('Claims Check');
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${apiUrl}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: session.user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Claims Check' },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(JWT_EXPIRY_SECONDS);
    expect(session.expires_at).toBe(claims.exp);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const stored = await db.query('select user_id from auth.sessions where id = $1', [
      claims.session_id,
    ]);
    expect(stored.rows).toEqual([{ user_id: session.user.id }]);
  });

  it('refuses a registered email, in any case, with user_already_exists', async () => {
    const { email } = await signUp();
    const { error } = await client().auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toMatchObject({ name: 'AuthApiError', code: 'user_already_exists', status: 422 });
    expect(error?.message).toBe('User already registered');
  });

  it('refuses a short password with weak_password', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toMatchObject({ code: 'weak_password', status: 422, reasons: ['length'] });
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('refuses a malformed email and a missing password with validation_failed', async () => {
    const bad = await client().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(bad.error).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
    const noPassword = await client().auth.signUp({ email: uniqueEmail(), password: '' });
    expect(noPassword.error).toMatchObject({ code: 'validation_failed', status: 400 });
  });

  it('answers sign-ups without email, or by phone, as GoTrue does when those are off', async () => {
    const neither = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(neither.status).toBe(422);
    expect(await neither.json()).toEqual({
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
    const phone = await client().auth.signUp({ phone: '+15555550100', password: PASSWORD });
    expect(phone.error).toMatchObject({ code: 'phone_provider_disabled', status: 400 });
  });
});

describe('error wire format', () => {
  it('sends the 2024-01-01 shape and header to supabase-js and the legacy shape to old clients', async () => {
    const { email } = await signUp();
    const body = JSON.stringify({ email, password: PASSWORD });
    const current = await authFetch('/signup', { method: 'POST', body });
    expect(current.status).toBe(422);
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await current.json()).toEqual({
      code: 'user_already_exists',
      message: 'User already registered',
    });

    const legacy = await authFetch('/signup', { method: 'POST', body, version: null });
    expect(legacy.status).toBe(422);
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'user_already_exists',
      msg: 'User already registered',
    });
  });

  it('includes the reasons with weak_password', async () => {
    const res = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: 'abc' }),
    });
    expect(await res.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('reports bad JSON, unknown grants and unknown paths', async () => {
    const badJson = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: '{nope',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'bad_json' });
    const grant = await authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
    const missing = await authFetch('/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});

describe('sign-in', () => {
  it('signs in with email and password, ignoring the email’s case', async () => {
    const { email, session: first } = await signUp('Sign In');
    const { data, error } = await client().auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(first.user.id);
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(data.session?.access_token ?? '').session_id).not.toBe(
      decodeJwt(first.access_token).session_id,
    );
  });

  it('refuses a wrong password or an unknown email with invalid_credentials', async () => {
    const { email } = await signUp();
    for (const credentials of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await client().auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        name: 'AuthApiError',
        code: 'invalid_credentials',
        status: 400,
      });
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('signs in the seeded admin, whose hash pgcrypto made', async () => {
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: 'admin@demo.test',
      password: 'demo-password',
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Alicia Admin' });
    const { data: me } = await supabase
      .from('users')
      .select('role')
      .eq('id', data.user?.id ?? '');
    expect(me).toEqual([{ role: 'admin' }]);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and refuses a used one once the reuse window has passed', async () => {
    const { session } = await signUp('Refresher');
    const first = session.refresh_token;
    const second = await client().auth.refreshSession({ refresh_token: first });
    expect(second.error).toBeNull();
    const secondToken = second.data.session?.refresh_token ?? '';
    expect(secondToken).not.toBe(first);
    const rows = await db.query(
      'select token, revoked, parent from auth.refresh_tokens where token = any($1)',
      [[first, secondToken]],
    );
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        { token: first, revoked: true, parent: null },
        { token: secondToken, revoked: false, parent: first },
      ]),
    );

    // GoTrue: a client that lost the answer to its refresh gets the same new token again.
    const retried = await client().auth.refreshSession({ refresh_token: first });
    expect(retried.data.session?.refresh_token).toBe(secondToken);

    const third = await client().auth.refreshSession({ refresh_token: secondToken });
    expect(third.error).toBeNull();
    // Past GoTrue's 10 s reuse interval a used token is refused and the session's tokens die.
    await db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first],
    );
    const reused = await client().auth.refreshSession({ refresh_token: first });
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({ code: 'refresh_token_already_used', status: 400 });
    const live = await db.query(
      'select count(*)::int as n from auth.refresh_tokens where session_id = $1 and not revoked',
      [decodeJwt(session.access_token).session_id],
    );
    expect(live.rows[0].n).toBe(0);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    const unknown = await client().auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(unknown.error).toMatchObject({ code: 'refresh_token_not_found', status: 400 });
    const malformed = await client().auth.refreshSession({ refresh_token: 'short' });
    expect(malformed.error).toMatchObject({ code: 'validation_failed', status: 400 });
  });

  it('gets the signed-in user', async () => {
    const { session } = await signUp('Get Me');
    const { data, error } = await client().auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: session.user.id, email: session.user.email });
    expect(data.user?.identities).toHaveLength(1);
  });

  it('updates metadata and password', async () => {
    const { email, session } = await signUp('Old Name');
    const supabase = client();
    await supabase.auth.setSession(session);
    const { data, error } = await supabase.auth.updateUser({
      data: { full_name: 'New Name', team: 'blue' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({
      full_name: 'New Name',
      team: 'blue',
      email_verified: true,
    });

    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ code: 'same_password', status: 422 });
    const weak = await supabase.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ code: 'weak_password', status: 422 });
    const changed = await supabase.auth.updateUser({ password: 'a-brand-new-password' });
    expect(changed.error).toBeNull();

    const oldLogin = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(oldLogin.error).toMatchObject({ code: 'invalid_credentials' });
    const newLogin = await client().auth.signInWithPassword({
      email,
      password: 'a-brand-new-password',
    });
    expect(newLogin.error).toBeNull();
    // Refreshed tokens carry the new metadata.
    const refreshed = await client().auth.refreshSession({
      refresh_token: newLogin.data.session?.refresh_token ?? '',
    });
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').user_metadata).toMatchObject({
      full_name: 'New Name',
    });
  });

  it('signs out: the old access token is refused by /user and the refresh token is gone', async () => {
    const { session } = await signUp('Leaver');
    const supabase = client();
    await supabase.auth.setSession(session);
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();

    const res = await authFetch('/user', { headers: bearer(session.access_token) });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
    const viaClient = await client().auth.getUser(session.access_token);
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');
    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('signs out other sessions only with scope others', async () => {
    const { email, session: a } = await signUp('Two Devices');
    const b = await client().auth.signInWithPassword({ email, password: PASSWORD });
    const res = await authFetch('/logout?scope=others', {
      method: 'POST',
      headers: bearer(a.access_token),
    });
    expect(res.status).toBe(204);
    expect((await authFetch('/user', { headers: bearer(a.access_token) })).status).toBe(200);
    expect(
      (await authFetch('/user', { headers: bearer(b.data.session?.access_token ?? '') })).status,
    ).toBe(403);
  });

  it('refuses missing, forged and expired tokens as GoTrue does', async () => {
    const none = await authFetch('/user');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });

    const forged = await authFetch('/user', { headers: bearer(`${anonKey.slice(0, -4)}abcd`) });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });

    const { session } = await signUp('Expired');
    const past = Math.floor(Date.now() / 1000) - 120;
    const expired = await new SignJWT({
      ...decodeJwt(session.access_token),
      iat: past - 3600,
      exp: past,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(JWT_SECRET));
    const old = await authFetch('/user', { headers: bearer(expired) });
    expect(old.status).toBe(403);
    expect(await old.json()).toMatchObject({ code: 'bad_jwt' });

    const anon = await authFetch('/user', { headers: bearer(anonKey) });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: 'bad_jwt' });
  });
});

describe('tokens at the REST API', () => {
  it('lets RLS show a signed-in user only their own users row', async () => {
    const { rows } = await db.query(
      `select count(*)::int as n from public.users where email like '%@demo.test'`,
    );
    expect(rows[0].n).toBe(3);
    const { email } = await signUp('Row Owner');
    const supabase = client();
    const signedIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const { data, error } = await supabase.from('users').select('id, email, role, full_name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: signedIn.data.user?.id, email, role: 'free', full_name: 'Row Owner' },
    ]);
  });
});

describe('settings and health', () => {
  it('serves GoTrue’s settings and health documents', async () => {
    const settings = await (await authFetch('/settings')).json();
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      external: { email: true, phone: false, google: false, github: false, anonymous_users: false },
    });
    const health = await authFetch('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });
});
