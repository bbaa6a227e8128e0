// Who is signed in: the supabase-js session, restored on start and kept fresh by
// supabase-js. The signed-in user's row (name, role) is the profile feature's.
import { create } from 'zustand';
import { AppError } from '@/lib/errors';
import { whenSupabaseLoaded } from '@/lib/supabase-lazy';
import * as authApi from '../api/auth-api';
import type { Session } from '../api/auth-api';
import { AUTH_MESSAGES, authErrorMessage } from '../lib/auth-messages';

interface InitOptions {
  /** Awaited after a stored session is restored, before `initializing` ends. */
  afterRestore?(session: Session): Promise<unknown>;
}

interface AuthState {
  /** True until the stored session has been restored (or found absent). */
  initializing: boolean;
  session: Session | null;
  /** The last sign-in or sign-up failure, as SPEC's text. */
  error: string | null;
  /** Why the app ended the session (e.g. the user's row could not load); shown on /login. */
  endedBecause: string | null;
  /** Restores the session and follows auth events. Returns the unsubscribe function. */
  init(options?: InitOptions): () => void;
  signIn(email: string, password: string): Promise<boolean>;
  signUp(email: string, password: string, fullName: string): Promise<boolean>;
  signOut(): Promise<void>;
  /** Ends the session because the app cannot go on with it, showing why on /login. */
  endSession(message: string): Promise<void>;
  clearError(): void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  initializing: true,
  session: null,
  error: null,
  endedBecause: null,

  init(options = {}) {
    // A visitor with no stored session is signed out: render at once, and follow
    // auth events only once something (signing in, the request form) loads supabase-js.
    const signedOut = authApi.knownSignedOut();
    if (signedOut) set({ initializing: false });
    let stopped = false;
    let unsubscribe: () => void = () => undefined;
    const start = () => {
      if (stopped) return;
      unsubscribe = authApi.onAuthChange((event, session) => {
        if (event === 'SIGNED_OUT') {
          set({ session: null });
          return;
        }
        // The initial session is restored below; other events carry a fresh session.
        if (event === 'INITIAL_SESSION' || !session) return;
        set({ session });
      });
      // Nothing stored means nothing to restore; a later sign-in sets the session itself.
      if (signedOut) return;
      void (async () => {
        try {
          const session = await authApi.getSession();
          if (session && !stopped) {
            set({ session });
            await options.afterRestore?.(session);
          }
        } catch (e) {
          console.error('Error restoring session', e);
        } finally {
          set({ initializing: false });
        }
      })();
    };
    if (signedOut) whenSupabaseLoaded(start);
    else start();
    return () => {
      stopped = true;
      unsubscribe();
    };
  },

  async signIn(email, password) {
    set({ error: null, endedBecause: null });
    try {
      const { user, session } = await authApi.signInWithPassword(email.trim(), password);
      if (!user || !session) throw new AppError(AUTH_MESSAGES.failedToSignIn);
      // The SIGNED_IN event has stored the session already; setting it again here could
      // revive a session the app ended meanwhile (e.g. its user row failed to load).
      return true;
    } catch (e) {
      set({ error: authErrorMessage(e, AUTH_MESSAGES.failedToSignIn) });
      return false;
    }
  },

  async signUp(email, password, fullName) {
    set({ error: null });
    try {
      const { user } = await authApi.signUpWithPassword(email.trim(), password, fullName.trim());
      if (!user) throw new AppError(AUTH_MESSAGES.failedToCreateUser);
      // The SIGNED_IN event stores the session (none yet with email confirmation on).
      return true;
    } catch (e) {
      set({ error: authErrorMessage(e, AUTH_MESSAGES.failedToCreateUser) });
      return false;
    }
  },

  async signOut() {
    set({ session: null, error: null });
    try {
      await authApi.signOut();
    } catch (e) {
      // The local session is gone either way; the server call is best effort.
      console.error('Error signing out', e);
    }
  },

  async endSession(message) {
    set({ session: null, endedBecause: message });
    await authApi.signOut().catch(() => undefined);
  },

  clearError() {
    set({ error: null });
  },
}));
