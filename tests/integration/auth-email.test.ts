// Password reset, magic links and email codes on the test stack (confirmations
// off, as config.toml), driven by supabase-js and read from the mail catcher:
// each allowed path, and refusals for a reused, expired or wrong link, a wrong
// PKCE verifier and a redirect that is not on the allow list.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authFetch, PASSWORD, signUp, uniqueEmail } from '../support/auth';
import { client as stackClient } from '../support/supabase';
import { codeIn, follow, fragmentOf, lastMailTo, linkIn, mailsTo } from '../support/mail';

const SITE_URL = 'http://localhost:5173';
const CALLBACK = `${SITE_URL}/auth/callback`;
const mailUrl = inject('mailUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });

beforeAll(() => db.connect());
afterAll(() => db.end());

const client = (flowType: 'pkce' | 'implicit' = 'pkce') => stackClient({ flowType });

async function signInWorks(email: string, password: string) {
  const { error } = await client().auth.signInWithPassword({ email, password });
  return error === null;
}

describe('password reset', () => {
  it('mails a PKCE link whose code signs the user in to set a new password; the old one stops working', async () => {
    const { email } = await signUp('Forgetful Person');
    const app = client('pkce');
    const { error } = await app.auth.resetPasswordForEmail(email, { redirectTo: CALLBACK });
    expect(error).toBeNull();

    const mail = await lastMailTo(mailUrl, email);
    expect(mail.Subject).toBe('Reset your password');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe(`${inject('apiUrl')}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(CALLBACK);
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(mail.HTML).toContain('Reset password');

    const landing = await follow(link);
    expect(landing.origin + landing.pathname).toBe(CALLBACK);
    const code = landing.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await app.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    const { error: updateError } = await app.auth.updateUser({ password: 'brand-new-password' });
    expect(updateError).toBeNull();
    expect(await signInWorks(email, 'brand-new-password')).toBe(true);
    expect(await signInWorks(email, PASSWORD)).toBe(false);

    // The link was single use.
    const again = await follow(link);
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect(fragmentOf(again).get('error_description')).toBe('Email link is invalid or has expired');
    expect(fragmentOf(again).get('error')).toBe('access_denied');
  });

  it('stores the link as GoTrue does: sha224(email + code) in the user row and auth.one_time_tokens, never the code', async () => {
    const { email } = await signUp('Hash Person');
    await client().auth.resetPasswordForEmail(email);
    const mail = await lastMailTo(mailUrl, email);
    const otp = codeIn(mail);
    expect(otp).toMatch(/^\d{6}$/);
    // The HTML part (what a mail client shows) offers the same code the check-email screens take.
    expect(mail.HTML).toContain(`Or enter this code: <strong>${otp}</strong>`);
    const expected = `pkce_${createHash('sha224')
      .update(email + otp)
      .digest('hex')}`;
    expect(linkIn(mail).searchParams.get('token')).toBe(expected);
    const { rows } = await db.query(
      `select u.recovery_token, u.recovery_sent_at is not null as sent, t.token_type::text, t.token_hash, t.relates_to
       from auth.users u join auth.one_time_tokens t on t.user_id = u.id where u.email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        recovery_token: expected,
        sent: true,
        token_type: 'recovery_token',
        token_hash: expected,
        relates_to: email,
      },
    ]);
    const { rows: leaks } = await db.query(
      `select 1 from auth.users where email = $1 and row_to_json(users)::text like '%' || $2 || '%'`,
      [email, `"${otp}"`],
    );
    expect(leaks).toEqual([]);
  });

  it('in the implicit flow the link lands with the session in the fragment', async () => {
    const { email } = await signUp('Implicit Person');
    await client('implicit').auth.resetPasswordForEmail(email, { redirectTo: CALLBACK });
    const link = linkIn(await lastMailTo(mailUrl, email));
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    const landing = await follow(link);
    const params = fragmentOf(landing);
    expect(params.get('type')).toBe('recovery');
    expect(params.get('token_type')).toBe('bearer');
    const { data } = await client().auth.getUser(params.get('access_token')!);
    expect(data.user?.email).toBe(email);
  });

  it('refuses an expired link with otp_expired', async () => {
    const { email } = await signUp('Late Person');
    await client().auth.resetPasswordForEmail(email, { redirectTo: CALLBACK });
    const link = linkIn(await lastMailTo(mailUrl, email));
    // The clock is the edge here: the mail went out more than otp_expiry (1 h) ago.
    await db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    );
    const landing = await follow(link);
    expect(landing.origin + landing.pathname).toBe(CALLBACK);
    expect(landing.searchParams.get('error_code')).toBe('otp_expired');
    expect(landing.searchParams.get('code')).toBeNull();
    expect(fragmentOf(landing).get('error_code')).toBe('otp_expired');
  });

  it('refuses a wrong code verifier and lets the right one through once', async () => {
    const { email } = await signUp('Verifier Person');
    const app = client('pkce');
    await app.auth.resetPasswordForEmail(email, { redirectTo: CALLBACK });
    const code = (await follow(linkIn(await lastMailTo(mailUrl, email)))).searchParams.get('code')!;

    const wrong = await authFetch('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });

    expect((await app.auth.exchangeCodeForSession(code)).error).toBeNull();
    const reused = await authFetch('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('sends unlisted redirects to the site URL instead', async () => {
    const { email } = await signUp('Redirect Person');
    await client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const link = linkIn(await lastMailTo(mailUrl, email));
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
    // Even a link edited by hand lands on the site URL.
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const landing = await follow(link);
    expect(landing.origin).toBe(SITE_URL);
    expect(landing.searchParams.get('code')).not.toBeNull();
  });

  it('refuses a redirect whose host a browser reads differently (a backslash before @)', async () => {
    const { email } = await signUp('Backslash Person');
    const sneaky = 'http://evil.example\\@localhost:5173/';
    expect(new URL(sneaky).hostname).toBe('evil.example');
    await client().auth.resetPasswordForEmail(email, { redirectTo: sneaky });
    const link = linkIn(await lastMailTo(mailUrl, email));
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
    link.searchParams.set('redirect_to', sneaky);
    const landing = await follow(link);
    expect(landing.origin).toBe(SITE_URL);
  });

  it('sends one mail a minute per user (max_frequency) and nothing for an unknown address', async () => {
    const { email } = await signUp('Impatient Person');
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client().auth.resetPasswordForEmail(email);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(await mailsTo(mailUrl, email)).toHaveLength(1);

    const nobody = uniqueEmail('nobody');
    expect((await client().auth.resetPasswordForEmail(nobody)).error).toBeNull();
    expect(await mailsTo(mailUrl, nobody)).toEqual([]);
  });
});

describe('email codes and magic links', () => {
  it('verifies the code from the mail once (verifyOtp with email and token)', async () => {
    const { email } = await signUp('Code Person');
    await client('implicit').auth.resetPasswordForEmail(email);
    const otp = codeIn(await lastMailTo(mailUrl, email));
    const first = await client().auth.verifyOtp({ email, token: otp, type: 'recovery' });
    expect(first.error).toBeNull();
    expect(first.data.session?.user.email).toBe(email);
    const second = await client().auth.verifyOtp({ email, token: otp, type: 'recovery' });
    expect(second.error?.code).toBe('otp_expired');
    expect(second.error?.message).toBe('Token has expired or is invalid');
  });

  it('signs a known user in with a magic link (signInWithOtp, then the token hash)', async () => {
    const { email } = await signUp('Magic Person');
    expect((await client('implicit').auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await lastMailTo(mailUrl, email);
    expect(mail.Subject).toBe('Your sign-in link');
    const link = linkIn(mail);
    expect(link.searchParams.get('type')).toBe('magiclink');
    const hash = link.searchParams.get('token')!;
    const { data, error } = await client().auth.verifyOtp({ token_hash: hash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const reused = await client().auth.verifyOtp({ token_hash: hash, type: 'magiclink' });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('creates a user for an unknown address unless told not to', async () => {
    const fresh = uniqueEmail('magic-new');
    const pkce = client('pkce');
    expect(
      (await pkce.auth.signInWithOtp({ email: fresh, options: { emailRedirectTo: CALLBACK } }))
        .error,
    ).toBeNull();
    const landing = await follow(linkIn(await lastMailTo(mailUrl, fresh)));
    const { data, error } = await pkce.auth.exchangeCodeForSession(
      landing.searchParams.get('code')!,
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(fresh);
    // The session says how the user signed in, as GoTrue's amr claim does.
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as { amr: { method: string }[] };
    expect(claims.amr.map((a) => a.method)).toEqual(['magiclink']);

    const stranger = uniqueEmail('magic-refused');
    const refused = await client().auth.signInWithOtp({
      email: stranger,
      options: { shouldCreateUser: false },
    });
    expect(refused.error?.code).toBe('otp_disabled');
    expect(await mailsTo(mailUrl, stranger)).toEqual([]);
  });
});
