// Email confirmations on (hosted's default; config.toml's switch or
// SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS): sign-up answers without a session
// and mails a link, password sign-in waits for it, resend is rate limited, an
// email change is confirmed from both addresses. Driven by supabase-js.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAuthService, type AuthService } from '../support/auth-service';
import { PASSWORD, uniqueEmail } from '../support/auth';
import { client as stackClient } from '../support/supabase';
import { follow, fragmentOf, lastMailTo, linkIn, mailsTo } from '../support/mail';

const CALLBACK = 'http://localhost:5173/auth/callback';
let service: AuthService;
const db = new pg.Client({ connectionString: inject('dbUrl') });

beforeAll(async () => {
  await db.connect();
  service = await startAuthService({ confirmations: true });
});
afterAll(async () => {
  await service?.stop();
  await db.end();
});

const client = (flowType: 'pkce' | 'implicit' = 'pkce', apiUrl = service.apiUrl) =>
  stackClient({ flowType, apiUrl });

const passwordSignIn = (email: string) =>
  client().auth.signInWithPassword({ email, password: PASSWORD });

/** The clock is the edge: pretend the last mail of a kind went out `minutes` ago. */
const age = (email: string, column: string, minutes: number) =>
  db.query(`update auth.users set ${column} = now() - make_interval(mins => $2) where email = $1`, [
    email,
    minutes,
  ]);

describe('with email confirmations on', () => {
  it('signs up without a session, refuses the password until the link is opened, then signs in', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await client('implicit').auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Confirm Person' }, emailRedirectTo: CALLBACK },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeDefined();

    const refused = await passwordSignIn(email);
    expect(refused.error?.code).toBe('email_not_confirmed');

    const mail = await lastMailTo(service.mailUrl, email);
    expect(mail.Subject).toBe('Confirm your email address');
    const link = linkIn(mail);
    expect(link.searchParams.get('type')).toBe('signup');
    const landing = await follow(link);
    expect(landing.origin + landing.pathname).toBe(CALLBACK);
    expect(fragmentOf(landing).get('type')).toBe('signup');
    expect(fragmentOf(landing).get('access_token')).toBeTruthy();

    const signedIn = await passwordSignIn(email);
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeDefined();
    expect(signedIn.data.user?.user_metadata).toMatchObject({ email_verified: true });
  });

  it('confirms through PKCE: the link hands a code that exchangeCodeForSession turns into a session', async () => {
    const email = uniqueEmail('confirm-pkce');
    const app = client('pkce');
    await app.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: CALLBACK } });
    const landing = await follow(linkIn(await lastMailTo(service.mailUrl, email)));
    const { data, error } = await app.auth.exchangeCodeForSession(
      landing.searchParams.get('code')!,
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeDefined();
  });

  it('resends the confirmation at most once a minute; the new link replaces the old one', async () => {
    const email = uniqueEmail('resend');
    await client('implicit').auth.signUp({ email, password: PASSWORD });
    const firstLink = linkIn(await lastMailTo(service.mailUrl, email));

    const tooSoon = await client().auth.resend({ type: 'signup', email });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');

    await age(email, 'confirmation_sent_at', 2);
    expect((await client('implicit').auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailsTo(service.mailUrl, email)).toHaveLength(2);
    const secondLink = linkIn(await lastMailTo(service.mailUrl, email));

    expect(fragmentOf(await follow(firstLink)).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(await follow(secondLink)).get('access_token')).toBeTruthy();
    // Confirmed: a resend sends nothing more.
    await age(email, 'confirmation_sent_at', 2);
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailsTo(service.mailUrl, email)).toHaveLength(2);
  });

  it('answers a sign-up for a confirmed address like a new one, without mail or session', async () => {
    const email = uniqueEmail('taken');
    await client('implicit').auth.signUp({ email, password: PASSWORD });
    await follow(linkIn(await lastMailTo(service.mailUrl, email)));
    const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [
      email,
    ]);

    const again = await client().auth.signUp({ email, password: 'another-password' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.id).not.toBe(rows[0]!.id);
    expect(await mailsTo(service.mailUrl, email)).toHaveLength(1);
  });

  it('confirms an email change from both addresses before applying it', async () => {
    const email = uniqueEmail('old-address');
    const newEmail = uniqueEmail('new-address');
    const app = client('implicit');
    await app.auth.signUp({ email, password: PASSWORD });
    await follow(linkIn(await lastMailTo(service.mailUrl, email)));
    expect((await app.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const { data, error } = await app.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);

    const toNew = await lastMailTo(service.mailUrl, newEmail);
    const toOld = await lastMailTo(service.mailUrl, email);
    expect(toNew.Subject).toBe('Confirm your new email address');
    expect(toOld.Subject).toBe('Confirm your new email address');

    const first = await follow(linkIn(toNew));
    expect(fragmentOf(first).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    const { rows: pending } = await db.query('select email from auth.users where email = $1', [
      email,
    ]);
    expect(pending).toHaveLength(1);

    const second = await follow(linkIn(toOld));
    expect(fragmentOf(second).get('type')).toBe('email_change');
    const { rows } = await db.query<{ email: string; email_change: string }>(
      'select email, email_change from auth.users where email = $1',
      [newEmail],
    );
    expect(rows).toEqual([{ email: newEmail, email_change: '' }]);
  });
});

describe('the hourly email cap (email_sent)', () => {
  it('refuses mail past the cap with over_email_send_rate_limit', async () => {
    const capped = await startAuthService({
      confirmations: true,
      limits: { emailsSentPerHour: 1 },
    });
    try {
      const first = uniqueEmail('cap-1');
      const second = uniqueEmail('cap-2');
      const ok = await client('pkce', capped.apiUrl).auth.signUp({
        email: first,
        password: PASSWORD,
      });
      expect(ok.error).toBeNull();
      const refused = await client('pkce', capped.apiUrl).auth.signUp({
        email: second,
        password: PASSWORD,
      });
      expect(refused.error?.status).toBe(429);
      expect(refused.error?.code).toBe('over_email_send_rate_limit');
      expect(refused.error?.message).toBe('email rate limit exceeded');
      expect(await mailsTo(capped.mailUrl, second)).toEqual([]);
      // Nothing half-done: the refused sign-up left no account behind.
      const { rows } = await db.query('select 1 from auth.users where email = $1', [second]);
      expect(rows).toEqual([]);
    } finally {
      await capped.stop();
    }
  });
});
