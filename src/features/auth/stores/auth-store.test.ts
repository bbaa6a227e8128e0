import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { userRow } from '@/test/fixtures';
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

const notFound = () => new AppError('JSON object requested, 0 rows', { code: 'PGRST116' });

function resetStore() {
  useAuthStore.setState({
    initializing: true,
    session: null,
    user: null,
    profileLoading: false,
    error: null,
  });
}

beforeEach(() => {
  vi.resetAllMocks();
  resetStore();
  api.signOut.mockResolvedValue();
  api.onAuthChange.mockReturnValue(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('loading the users row after sign-in', () => {
  it('creates the missing row (PGRST116) with the sign-up name and no role, then reloads it', async () => {
    const user = authUser();
    const row = userRow('free', { id: 'u-1', full_name: 'Dana Doe' });
    api.signInWithPassword.mockResolvedValue({ user, session: sessionFor(user) });
    api.fetchUserRow.mockRejectedValueOnce(notFound()).mockResolvedValueOnce(row);
    api.createUserRow.mockResolvedValue();

    await expect(useAuthStore.getState().signIn('dana@example.test', 'secret1')).resolves.toBe(
      true,
    );

    expect(api.createUserRow).toHaveBeenCalledWith({
      id: 'u-1',
      email: 'dana@example.test',
      full_name: 'Dana Doe',
    });
    expect(api.createUserRow.mock.calls[0]?.[0]).not.toHaveProperty('role');
    expect(api.fetchUserRow).toHaveBeenCalledTimes(2);
    expect(useAuthStore.getState().user).toEqual(row);
  });

  it("names the created row 'User' when sign-up metadata has no full name", async () => {
    const user = authUser({ user_metadata: {} });
    api.signInWithPassword.mockResolvedValue({ user, session: sessionFor(user) });
    api.fetchUserRow.mockRejectedValueOnce(notFound()).mockResolvedValueOnce(userRow());
    api.createUserRow.mockResolvedValue();

    await useAuthStore.getState().signIn('dana@example.test', 'secret1');

    expect(api.createUserRow).toHaveBeenCalledWith(expect.objectContaining({ full_name: 'User' }));
  });

  it('signs out with the profile error when the row cannot be loaded for another reason', async () => {
    const user = authUser();
    api.signInWithPassword.mockResolvedValue({ user, session: sessionFor(user) });
    api.fetchUserRow.mockRejectedValue(new AppError('permission denied', { code: '42501' }));

    await expect(useAuthStore.getState().signIn('dana@example.test', 'secret1')).resolves.toBe(
      false,
    );

    expect(api.createUserRow).not.toHaveBeenCalled();
    expect(api.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      session: null,
      error: 'Error loading user profile. Please sign in again.',
    });
  });

  it('signs out with the profile error when creating the missing row fails', async () => {
    const user = authUser();
    api.signInWithPassword.mockResolvedValue({ user, session: sessionFor(user) });
    api.fetchUserRow.mockRejectedValue(notFound());
    api.createUserRow.mockRejectedValue(new AppError('new row violates policy', { code: '42501' }));

    await useAuthStore.getState().signIn('dana@example.test', 'secret1');

    expect(api.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState().error).toBe('Error loading user profile. Please sign in again.');
  });
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
    api.fetchUserRow.mockResolvedValue(userRow('free', { id: 'u-1' }));
    await expect(
      useAuthStore.getState().signUp(' dana@example.test ', 'secret1', ' Dana Doe '),
    ).resolves.toBe(true);
    expect(api.signUpWithPassword).toHaveBeenCalledWith('dana@example.test', 'secret1', 'Dana Doe');
  });
});

describe('session restore and auth events', () => {
  it('restores a stored session and its users row before initializing ends', async () => {
    const user = authUser();
    const row = userRow('contractor', { id: 'u-1' });
    api.getSession.mockResolvedValue(sessionFor(user));
    api.fetchUserRow.mockResolvedValue(row);

    useAuthStore.getState().init();
    await vi.waitFor(() => expect(useAuthStore.getState().initializing).toBe(false));

    expect(useAuthStore.getState().user).toEqual(row);
  });

  it('ends initializing signed out when there is no stored session', async () => {
    api.getSession.mockResolvedValue(null);
    useAuthStore.getState().init();
    await vi.waitFor(() => expect(useAuthStore.getState().initializing).toBe(false));
    expect(useAuthStore.getState().user).toBeNull();
    expect(api.fetchUserRow).not.toHaveBeenCalled();
  });

  it('follows signed in and signed out events', async () => {
    let emit: (event: AuthChangeEvent, session: Session | null) => void = () => undefined;
    api.onAuthChange.mockImplementation((listener) => {
      emit = listener;
      return () => undefined;
    });
    api.getSession.mockResolvedValue(null);
    const row = userRow('admin', { id: 'u-1' });
    api.fetchUserRow.mockResolvedValue(row);
    useAuthStore.getState().init();
    await vi.waitFor(() => expect(useAuthStore.getState().initializing).toBe(false));

    emit('SIGNED_IN', sessionFor(authUser()));
    await vi.waitFor(() => expect(useAuthStore.getState().user).toEqual(row));

    emit('TOKEN_REFRESHED', sessionFor(authUser()));
    expect(api.fetchUserRow).toHaveBeenCalledTimes(1);

    emit('SIGNED_OUT', null);
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().session).toBeNull();
  });

  it('clears the user at once on sign-out', async () => {
    useAuthStore.setState({ initializing: false, user: userRow('admin') });
    await useAuthStore.getState().signOut();
    expect(api.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState().user).toBeNull();
  });
});
