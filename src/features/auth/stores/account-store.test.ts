import type { Session, User } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import * as accountApi from '../api/account-api';
import { sendKey, useAccountStore } from './account-store';
import { useAuthStore } from './auth-store';

vi.mock('@/features/auth/api/account-api');
const api = vi.mocked(accountApi);

const user = { id: 'u-1', email: 'dana@example.test' } as User;
const session = { user, access_token: 'a', refresh_token: 'r' } as Session;

beforeEach(() => {
  vi.resetAllMocks();
});

describe('sign-in and sign-up texts', () => {
  it.each([
    [
      'invalid_credentials',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    ['user_already_exists', 'An account with this email already exists. Please sign in instead.'],
    ['email_exists', 'An account with this email already exists. Please sign in instead.'],
    ['weak_password', 'Password must be at least 6 characters long'],
    [
      'email_not_confirmed',
      'Your email address is not confirmed yet. Open the link we emailed you, or send it again below.',
    ],
    ['over_request_rate_limit', 'Too many attempts. Please wait a few minutes and try again.'],
  ])('shows plain words for the %s code on sign-in', async (code, text) => {
    api.signInWithPassword.mockRejectedValue(new AppError('backend text', { code }));
    await expect(useAccountStore.getState().signIn('a@b.co', 'whatever')).resolves.toBe(false);
    expect(useAccountStore.getState().error).toBe(text);
  });

  it("says 'Failed to sign in' when sign-in returns no user", async () => {
    api.signInWithPassword.mockResolvedValue({ user: null, session: null });
    await useAccountStore.getState().signIn('a@b.co', 'secret1');
    expect(useAccountStore.getState().error).toBe('Failed to sign in');
  });

  it('clears why the last session ended once the user signs in again', async () => {
    useAuthStore.setState({ endedBecause: 'Your session has ended. Please sign in again.' });
    api.signInWithPassword.mockResolvedValue({ user, session });
    await expect(useAccountStore.getState().signIn('dana@example.test', 'secret1')).resolves.toBe(
      true,
    );
    expect(useAuthStore.getState().endedBecause).toBeNull();
  });

  it("says 'Failed to create user' when sign-up returns no user", async () => {
    api.signUpWithPassword.mockResolvedValue({ user: null, session: null });
    await expect(useAccountStore.getState().signUp('a@b.co', 'secret1', 'A B')).resolves.toBeNull();
    expect(useAccountStore.getState().error).toBe('Failed to create user');
  });

  it('signs in at once with confirmations off, sending the trimmed name and the callback link', async () => {
    api.signUpWithPassword.mockResolvedValue({ user, session });
    await expect(
      useAccountStore.getState().signUp(' dana@example.test ', 'secret1', ' Dana Doe '),
    ).resolves.toBe('signedIn');
    expect(api.signUpWithPassword).toHaveBeenCalledWith(
      'dana@example.test',
      'secret1',
      'Dana Doe',
      `${window.location.origin}/auth/callback?flow=signup`,
      'en',
    );
  });

  it('asks to check the email with confirmations on, and waits a minute before resending', async () => {
    api.signUpWithPassword.mockResolvedValue({ user, session: null });
    await expect(
      useAccountStore.getState().signUp('dana@example.test', 'secret1', 'Dana Doe'),
    ).resolves.toBe('checkEmail');
    const until = useAccountStore.getState().nextSendAt[sendKey('signup', 'dana@example.test')];
    expect(until! - Date.now()).toBeGreaterThan(55_000);
  });
});

describe('sending a link', () => {
  it('mails a reset link that leads back to the callback', async () => {
    api.sendPasswordReset.mockResolvedValue();
    await expect(
      useAccountStore.getState().sendLink('recovery', 'dana@example.test'),
    ).resolves.toBe(true);
    expect(api.sendPasswordReset).toHaveBeenCalledWith(
      'dana@example.test',
      `${window.location.origin}/auth/callback?flow=recovery`,
    );
  });

  it("turns the server's wait into plain words and waits that long", async () => {
    api.resendConfirmation.mockRejectedValue(
      new AppError('For security purposes, you can only request this after 42 seconds.', {
        code: 'over_email_send_rate_limit',
      }),
    );
    await expect(useAccountStore.getState().sendLink('signup', 'dana@example.test')).resolves.toBe(
      false,
    );
    expect(useAccountStore.getState().error).toBe(
      'Please wait 42 seconds before asking for another email.',
    );
    const until = useAccountStore.getState().nextSendAt[sendKey('signup', 'dana@example.test')];
    expect(Math.round((until! - Date.now()) / 1000)).toBe(42);
  });

  it("says the service's hourly email cap in plain words", async () => {
    api.sendPasswordReset.mockRejectedValue(
      new AppError('email rate limit exceeded', { code: 'over_email_send_rate_limit' }),
    );
    await useAccountStore.getState().sendLink('recovery', 'dana@example.test');
    expect(useAccountStore.getState().error).toBe(
      'Too many emails have been sent. Please try again later.',
    );
  });
});

describe('swapping a link code for a session', () => {
  it('asks the server once per code, however often the page asks', async () => {
    api.exchangeCode.mockResolvedValue(session);
    const [a, b] = await Promise.all([
      useAccountStore.getState().exchange('code-1', 'signup'),
      useAccountStore.getState().exchange('code-1', 'signup'),
    ]);
    expect([a, b]).toEqual([null, null]);
    expect(api.exchangeCode).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['flow_state_not_found', 'recovery', 'This link has expired or has already been used.'],
    ['flow_state_expired', 'signup', 'This link has expired or has already been used.'],
    [
      'pkce_code_verifier_not_found',
      'recovery',
      'This link works only in the browser where it was asked for. Open it there, or ask for a new link here.',
    ],
    [
      'pkce_code_verifier_not_found',
      'signup',
      'Your email address is confirmed. Sign in to continue.',
    ],
  ] as const)('explains a %s refusal of a %s link', async (code, kind, text) => {
    api.exchangeCode.mockRejectedValue(new AppError('backend text', { code }));
    await expect(useAccountStore.getState().exchange(`c-${code}-${kind}`, kind)).resolves.toBe(
      text,
    );
  });
});

describe('setting a new password', () => {
  it('says so when the new password is the old one', async () => {
    api.updatePassword.mockRejectedValue(new AppError('same', { code: 'same_password' }));
    await expect(useAccountStore.getState().setPassword('secret1')).resolves.toBe(false);
    expect(useAccountStore.getState().error).toBe(
      'Your new password must be different from the old one.',
    );
  });
});
