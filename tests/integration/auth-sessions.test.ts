// The auth service through the real supabase-js client, as the app uses it:
// sessions and their tokens, tokens at the REST API, settings and health.
import { decodeJwt, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JWT_SECRET } from '../../local-supabase';
import { authFetch, bearer, PASSWORD, signUp } from '../support/auth';
import { client } from '../support/supabase';

const anonKey = inject('anonKey');
const dbUrl = inject('dbUrl');

let db: pg.Pool;
beforeAll(() => {
  db = new pg.Pool({ connectionString: dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
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
    // Other people's rows exist (the seeded demo accounts), so RLS has something to hide.
    expect(rows[0].n).toBeGreaterThanOrEqual(3);
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
      external: { email: true, phone: false, google: false, github: false, anonymous_users: true },
    });
    const health = await authFetch('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });
});
