// Who is signed in: the supabase-js session, restored on start and kept fresh by
// supabase-js. The signed-in user's row (name, role) is the profile feature's. Signing in and
// up live in account-store, which loads with their pages, off the landing page's first load.
import { create } from 'zustand';
import { whenSupabaseLoaded } from '@/lib/supabase-lazy';
import * as authApi from '../api/auth-api';
import type { Session } from '../api/auth-api';
import { AUTH_MESSAGES } from '../lib/auth-messages';

interface InitOptions {
  /** Awaited after a stored session is restored, before `initializing` ends. */
  afterRestore?(session: Session): Promise<unknown>;
}

interface AuthState {
  /** True until the stored session has been restored (or found absent). */
  initializing: boolean;
  session: Session | null;
  /** Why the session ended without the user signing out (expired, revoked, row failed); shown on /login. */
  endedBecause: string | null;
  /** Restores the session and follows auth events. Returns the unsubscribe function. */
  init(options?: InitOptions): () => void;
  signOut(): Promise<void>;
  /** Ends the session because the app cannot go on with it, showing why on /login. */
  endSession(message: string): Promise<void>;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  // A visitor with no stored session never waits. Zustand answers a server render, and a
  // hydration, with this initial state: the build's prerender (no window) and the browser
  // hydrating that page (src/app/start-app.tsx) both render a signed-out visitor.
  initializing: typeof window !== 'undefined' && !authApi.knownSignedOut(),
  session: null,
  endedBecause: null,

  init(options = {}) {
    // A visitor with no stored session is signed out: render at once, and follow
    // auth events only once something (signing in, the request form) loads supabase-js.
    const signedOut = authApi.knownSignedOut();
    set({ initializing: !signedOut });
    let stopped = false;
    let unsubscribe: () => void = () => undefined;
    const start = () => {
      if (stopped) return;
      unsubscribe = authApi.onAuthChange((event, session) => {
        if (event === 'SIGNED_OUT') {
          // Our own sign-out cleared the session first; one still here was ended by
          // supabase-js (a refresh refused for good, or an API refusing its token).
          if (get().session) set({ session: null, endedBecause: AUTH_MESSAGES.sessionEnded });
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
        }
        // supabase-js drops a stored session whose refresh is refused for good (expired,
        // revoked); after a network failure it keeps it for the next try, and says nothing.
        const dropped = !get().session && !get().endedBecause && authApi.knownSignedOut();
        if (dropped && !stopped) set({ endedBecause: AUTH_MESSAGES.sessionEnded });
        set({ initializing: false });
      })();
    };
    if (signedOut) whenSupabaseLoaded(start);
    else start();
    return () => {
      stopped = true;
      unsubscribe();
    };
  },

  async signOut() {
    set({ session: null });
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
}));
