// The auth service through the real supabase-js client, as the app uses it:
// sign-up, GoTrue's error wire format and sign-in.
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JWT_EXPIRY_SECONDS } from '../../local-supabase';
import { authFetch, PASSWORD, signUp, uniqueEmail } from '../support/auth';
import { client } from '../support/supabase';
import { startAuthService } from '../support/auth-service';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');

let db: pg.Pool;
beforeAll(() => {
  db = new pg.Pool({ connectionString: dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
});

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

  it('answers a sign-up without email or phone as an anonymous sign-in, as config.toml turns on', async () => {
    const neither = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ data: { came_from: 'landing' } }),
    });
    expect(neither.status).toBe(200);
    const session = (await neither.json()) as { user: Record<string, unknown> };
    expect(session.user).toMatchObject({
      email: '',
      is_anonymous: true,
      app_metadata: { provider: 'anonymous', providers: ['anonymous'] },
      user_metadata: { came_from: 'landing' },
      identities: [],
    });
    const { rows } = await db.query('select 1 from public.users where id = $1', [session.user.id]);
    expect(rows).toHaveLength(0);
  });

  it('answers sign-ups without email, or by phone, as GoTrue does when those are off', async () => {
    const off = await startAuthService({ anonymousSignIns: false });
    try {
      const neither = await fetch(`${off.apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ password: PASSWORD }),
      });
      expect(neither.status).toBe(422);
      expect(await neither.json()).toEqual({
        code: 'anonymous_provider_disabled',
        message: 'Anonymous sign-ins are disabled',
      });
    } finally {
      await off.stop();
    }
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
