// Who is signed in: the session (restored on start, kept fresh by supabase-js) and the
// matching `users` row, which carries the full name and role the UI needs.
import { create } from 'zustand';
import { AppError } from '@/lib/errors';
import * as authApi from '../api/auth-api';
import type { Session, User, UserRow } from '../api/auth-api';
import { AUTH_MESSAGES, authErrorMessage } from '../lib/auth-messages';

interface AuthState {
  /** True until the stored session has been restored (or found absent). */
  initializing: boolean;
  session: Session | null;
  /** The signed-in user's `users` row; null when signed out. */
  user: UserRow | null;
  /** A session exists but its `users` row is still loading. */
  profileLoading: boolean;
  /** The last auth failure, as SPEC's text. */
  error: string | null;
  /** Restores the session and follows auth events. Returns the unsubscribe function. */
  init(): () => void;
  signIn(email: string, password: string): Promise<boolean>;
  signUp(email: string, password: string, fullName: string): Promise<boolean>;
  signOut(): Promise<void>;
  clearError(): void;
}

const PROFILE_NOT_FOUND = 'PGRST116';

function metadataName(authUser: User): string {
  const name = (authUser.user_metadata as { full_name?: unknown } | undefined)?.full_name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : 'User';
}

async function loadOrCreateRow(authUser: User): Promise<UserRow> {
  try {
    return await authApi.fetchUserRow(authUser.id);
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== PROFILE_NOT_FOUND) throw e;
    await authApi.createUserRow({
      id: authUser.id,
      email: authUser.email ?? '',
      full_name: metadataName(authUser),
    });
    return authApi.fetchUserRow(authUser.id);
  }
}

export const useAuthStore = create<AuthState>()((set, get) => {
  let inflight: { userId: string; promise: Promise<boolean> } | null = null;

  /** Loads the row for this auth user once; on failure signs out with SPEC's message. */
  function ensureProfile(authUser: User): Promise<boolean> {
    if (get().user?.id === authUser.id) return Promise.resolve(true);
    if (inflight?.userId === authUser.id) return inflight.promise;
    set({ profileLoading: true });
    const promise = loadOrCreateRow(authUser)
      .then((user) => {
        set({ user, profileLoading: false });
        return true;
      })
      .catch(async (e: unknown) => {
        console.error('Error loading user profile', e);
        set({ user: null, session: null, profileLoading: false, error: AUTH_MESSAGES.profileLoad });
        await authApi.signOut().catch(() => undefined);
        return false;
      })
      .finally(() => {
        if (inflight?.promise === promise) inflight = null;
      });
    inflight = { userId: authUser.id, promise };
    return promise;
  }

  return {
    initializing: true,
    session: null,
    user: null,
    profileLoading: false,
    error: null,

    init() {
      const unsubscribe = authApi.onAuthChange((event, session) => {
        if (event === 'SIGNED_OUT') {
          set({ session: null, user: null, profileLoading: false });
          return;
        }
        // The initial session is restored below; other events carry a fresh session.
        if (event === 'INITIAL_SESSION' || !session) return;
        set({ session });
        // Not awaited: supabase-js holds its lock while listeners run.
        void ensureProfile(session.user);
      });
      void (async () => {
        try {
          const session = await authApi.getSession();
          if (session) {
            set({ session });
            await ensureProfile(session.user);
          }
        } catch (e) {
          console.error('Error restoring session', e);
        } finally {
          set({ initializing: false });
        }
      })();
      return unsubscribe;
    },

    async signIn(email, password) {
      set({ error: null });
      try {
        const { user, session } = await authApi.signInWithPassword(email.trim(), password);
        if (!user) throw new AppError(AUTH_MESSAGES.failedToSignIn);
        set({ session });
        return await ensureProfile(user);
      } catch (e) {
        set({ error: authErrorMessage(e, AUTH_MESSAGES.failedToSignIn) });
        return false;
      }
    },

    async signUp(email, password, fullName) {
      set({ error: null });
      try {
        const { user, session } = await authApi.signUpWithPassword(
          email.trim(),
          password,
          fullName.trim(),
        );
        if (!user) throw new AppError(AUTH_MESSAGES.failedToCreateUser);
        // With email confirmation on there is no session yet: nothing more to load.
        if (!session) return true;
        set({ session });
        return await ensureProfile(user);
      } catch (e) {
        set({ error: authErrorMessage(e, AUTH_MESSAGES.failedToCreateUser) });
        return false;
      }
    },

    async signOut() {
      inflight = null;
      set({ session: null, user: null, profileLoading: false, error: null });
      try {
        await authApi.signOut();
      } catch (e) {
        // The local session is gone either way; the server call is best effort.
        console.error('Error signing out', e);
      }
    },

    clearError() {
      set({ error: null });
    },
  };
});
