import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
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
  useAuthStore.setState({ initializing: true, session: null, endedBecause: null });
}

beforeEach(() => {
  vi.resetAllMocks();
  resetStore();
  api.signOut.mockResolvedValue();
  api.onAuthChange.mockReturnValue(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
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

  it('ends the session with a reason shown on /login', async () => {
    useAuthStore.setState({ initializing: false, session: sessionFor(authUser()) });
    await useAuthStore.getState().endSession('Error loading user profile. Please sign in again.');
    expect(api.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({
      session: null,
      endedBecause: 'Error loading user profile. Please sign in again.',
    });
  });
});

describe('a session that ends without the user signing out', () => {
  const ENDED = 'Your session has ended. Please sign in again.';

  function followEvents() {
    let emit: (event: AuthChangeEvent, session: Session | null) => void = () => undefined;
    api.onAuthChange.mockImplementation((listener) => {
      emit = listener;
      return () => undefined;
    });
    return (event: AuthChangeEvent, session: Session | null) => emit(event, session);
  }

  it('says so when supabase-js drops the session (a refresh refused for good)', async () => {
    const emit = followEvents();
    const session = sessionFor(authUser());
    api.getSession.mockResolvedValue(session);
    useAuthStore.getState().init();
    await vi.waitFor(() => expect(useAuthStore.getState().session).toBe(session));

    emit('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ session: null, endedBecause: ENDED });
  });

  it('says nothing when the user signs out', async () => {
    const emit = followEvents();
    api.getSession.mockResolvedValue(sessionFor(authUser()));
    useAuthStore.getState().init();
    await vi.waitFor(() => expect(useAuthStore.getState().session).not.toBeNull());

    await useAuthStore.getState().signOut();
    emit('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ session: null, endedBecause: null });
  });

  it('says so when supabase-js drops the stored session on start', async () => {
    api.knownSignedOut.mockReturnValueOnce(false).mockReturnValue(true);
    api.getSession.mockResolvedValue(null);
    useAuthStore.getState().init();
    await vi.waitFor(() => expect(useAuthStore.getState().initializing).toBe(false));
    expect(useAuthStore.getState()).toMatchObject({ session: null, endedBecause: ENDED });
  });

  it('says nothing when the restore fails for want of a network (the session is kept)', async () => {
    api.knownSignedOut.mockReturnValue(false);
    api.getSession.mockRejectedValue(new Error('Failed to fetch'));
    useAuthStore.getState().init();
    await vi.waitFor(() => expect(useAuthStore.getState().initializing).toBe(false));
    expect(useAuthStore.getState().endedBecause).toBeNull();
  });
});
