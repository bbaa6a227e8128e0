import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import * as authApi from '../api/auth-api';
import { useAuthStore } from './auth-store';

vi.mock('@/features/auth/api/auth-api');
const api = vi.mocked(authApi);

function authUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    email: 'dana@example.test',
    user_metadata: { full_name: 'Dana Doe' },
    app_metadata: {},
    aud: 'authenticated',
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  } as User;
}

function sessionFor(user: User): Session {
  return { user, access_token: 'a', refresh_token: 'r' } as Session;
}

function resetStore() {
  useAuthStore.setState({ initializing: true, session: null, error: null, endedBecause: null });
}

beforeEach(() => {
  vi.resetAllMocks();
  resetStore();
  api.signOut.mockResolvedValue();
  api.onAuthChange.mockReturnValue(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('auth error messages', () => {
  it.each([
    [
      'invalid_credentials',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    ['user_already_exists', 'An account with this email already exists. Please sign in instead.'],
    ['email_exists', 'An account with this email already exists. Please sign in instead.'],
    ['weak_password', 'Password must be at least 6 characters long'],
  ])('shows SPEC text for the %s code on sign-in', async (code, text) => {
    api.signInWithPassword.mockRejectedValue(new AppError('backend text', { code }));
    await useAuthStore.getState().signIn('a@b.co', 'whatever');
    expect(useAuthStore.getState().error).toBe(text);
  });

  it('tells a returning visitor to sign in when sign-up finds the email taken', async () => {
    api.signUpWithPassword.mockRejectedValue(
      new AppError('User already registered', { code: 'user_already_exists' }),
    );
    await expect(useAuthStore.getState().signUp('a@b.co', 'secret1', 'A B')).resolves.toBe(false);
    expect(useAuthStore.getState().error).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });

  it("says 'Failed to sign in' when sign-in returns no user", async () => {
    api.signInWithPassword.mockResolvedValue({ user: null, session: null });
    await useAuthStore.getState().signIn('a@b.co', 'secret1');
    expect(useAuthStore.getState().error).toBe('Failed to sign in');
  });

  it("says 'Failed to create user' when sign-up returns no user", async () => {
    api.signUpWithPassword.mockResolvedValue({ user: null, session: null });
    await useAuthStore.getState().signUp('a@b.co', 'secret1', 'A B');
    expect(useAuthStore.getState().error).toBe('Failed to create user');
  });

  it('sends the trimmed full name and email with the sign-up', async () => {
    const user = authUser();
    api.signUpWithPassword.mockResolvedValue({ user, session: sessionFor(user) });
    await expect(
      useAuthStore.getState().signUp(' dana@example.test ', 'secret1', ' Dana Doe '),
    ).resolves.toBe(true);
    expect(api.signUpWithPassword).toHaveBeenCalledWith('dana@example.test', 'secret1', 'Dana Doe');
  });
});

describe('session restore and auth events', () => {
  it('restores a stored session and waits for afterRestore before initializing ends', async () => {
    const session = sessionFor(authUser());
    api.getSession.mockResolvedValue(session);
    let release: () => void = () => undefined;
    const afterRestore = vi.fn(() => new Promise<void>((r) => (release = r)));

    useAuthStore.getState().init({ afterRestore });
    await vi.waitFor(() => expect(afterRestore).toHaveBeenCalledWith(session));
    expect(useAuthStore.getState()).toMatchObject({ initializing: true, session });

    release();
    await vi.waitFor(() => expect(useAuthStore.getState().initializing).toBe(false));
  });

  it('ends initializing signed out when there is no stored session', async () => {
    api.getSession.mockResolvedValue(null);
    const afterRestore = vi.fn();
    useAuthStore.getState().init({ afterRestore });
    await vi.waitFor(() => expect(useAuthStore.getState().initializing).toBe(false));
    expect(useAuthStore.getState().session).toBeNull();
    expect(afterRestore).not.toHaveBeenCalled();
  });

  it('follows signed in, token refreshed and signed out events', async () => {
    let emit: (event: AuthChangeEvent, session: Session | null) => void = () => undefined;
    api.onAuthChange.mockImplementation((listener) => {
      emit = listener;
      return () => undefined;
    });
    api.getSession.mockResolvedValue(null);
    useAuthStore.getState().init();
    await vi.waitFor(() => expect(useAuthStore.getState().initializing).toBe(false));

    const first = sessionFor(authUser());
    emit('SIGNED_IN', first);
    expect(useAuthStore.getState().session).toBe(first);

    const refreshed = sessionFor(authUser());
    emit('TOKEN_REFRESHED', refreshed);
    expect(useAuthStore.getState().session).toBe(refreshed);

    emit('SIGNED_OUT', null);
    expect(useAuthStore.getState().session).toBeNull();
  });

  it('clears the session at once on sign-out', async () => {
    useAuthStore.setState({ initializing: false, session: sessionFor(authUser()) });
    await useAuthStore.getState().signOut();
    expect(api.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState().session).toBeNull();
  });

  it('ends the session with a reason that the next sign-in clears', async () => {
    useAuthStore.setState({ initializing: false, session: sessionFor(authUser()) });
    await useAuthStore.getState().endSession('Error loading user profile. Please sign in again.');
    expect(api.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({
      session: null,
      endedBecause: 'Error loading user profile. Please sign in again.',
    });

    const user = authUser();
    api.signInWithPassword.mockResolvedValue({ user, session: sessionFor(user) });
    await useAuthStore.getState().signIn('dana@example.test', 'secret1');
    expect(useAuthStore.getState().endedBecause).toBeNull();
  });
});
