// The signed-in user's `users` row (name, role, avatar): loaded when a session
// appears, cleared when it ends (src/app/session.ts follows the session), and
// reloaded after edits or approvals so the top bar and navigation follow without
// signing in again. A returning user's last known row stands in until the server answers.
import { create } from 'zustand';
import type { User } from '@/features/auth';
import { AppError } from '@/lib/errors';
import { createUserRow, fetchUserRow, type UserRow } from '../api/user-row-api';
import { cachedRow, cacheRow, forgetRow } from '../lib/row-cache';

interface ProfileState {
  user: UserRow | null;
  /** A session exists and its row is loading. */
  loading: boolean;
  /** `user` is the cached row, not yet confirmed by the server. */
  stale: boolean;
  /** Shows this user's cached row, if this browser has one, until `load` answers. */
  restore(userId: string): void;
  /** Loads (or, if missing, creates) the row for this auth user. False when it could not. */
  load(authUser: User): Promise<boolean>;
  /** Reads the current user's row again. */
  reload(): Promise<void>;
  clear(): void;
}

const PROFILE_NOT_FOUND = 'PGRST116';

/** A failure with no answer from the server while the browser says it is offline. */
const offline = (e: unknown) =>
  typeof navigator !== 'undefined' && !navigator.onLine && !(e instanceof AppError && e.code);

function metadataName(authUser: User): string {
  const name = (authUser.user_metadata as { full_name?: unknown } | undefined)?.full_name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : 'User';
}

async function loadOrCreateRow(authUser: User): Promise<UserRow> {
  try {
    return await fetchUserRow(authUser.id);
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== PROFILE_NOT_FOUND) throw e;
    await createUserRow({
      id: authUser.id,
      email: authUser.email ?? '',
      full_name: metadataName(authUser),
    });
    return fetchUserRow(authUser.id);
  }
}

export const useProfileStore = create<ProfileState>()((set, get) => {
  let inflight: { userId: string; promise: Promise<boolean> } | null = null;

  return {
    user: null,
    loading: false,
    stale: false,

    restore(userId) {
      const user = cachedRow(userId);
      if (user && !get().user) set({ user, stale: true });
    },

    load(authUser) {
      if (get().user?.id === authUser.id && !get().stale) return Promise.resolve(true);
      if (inflight?.userId === authUser.id) return inflight.promise;
      // A cached row stays on screen while it is checked; another user's never does.
      if (get().user?.id !== authUser.id) set({ user: null, stale: false });
      set({ loading: true });
      const promise = loadOrCreateRow(authUser)
        .then((user) => {
          // A sign-out while loading wins: the row is dropped.
          if (inflight?.promise === promise) {
            // The cached row, when the server agrees, stays the same object: nothing
            // that shows it renders again.
            const same = JSON.stringify(get().user) === JSON.stringify(user);
            set({ user: same ? get().user : user, loading: false, stale: false });
            cacheRow(user);
          }
          return true;
        })
        .catch((e: unknown) => {
          // No network: the cached row of this user stands in (the app works offline), and
          // is checked again on the next start.
          if (offline(e) && get().user?.id === authUser.id) {
            if (inflight?.promise === promise) set({ loading: false });
            return true;
          }
          console.error('Error loading user profile', e);
          set({ user: null, loading: false, stale: false });
          forgetRow();
          return false;
        })
        .finally(() => {
          if (inflight?.promise === promise) inflight = null;
        });
      inflight = { userId: authUser.id, promise };
      return promise;
    },

    async reload() {
      const id = get().user?.id;
      if (!id) return;
      try {
        const user = await fetchUserRow(id);
        if (get().user?.id === id) {
          set({ user });
          cacheRow(user);
        }
      } catch (e) {
        // Profile load errors are only logged; the row on screen stays.
        console.error('Error reloading user profile', e);
      }
    },

    clear() {
      inflight = null;
      set({ user: null, loading: false, stale: false });
      forgetRow();
    },
  };
});
