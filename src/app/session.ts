// Starts the app's session: restore the stored session, load the user's row with it, keep the
// row in step with later sign-ins and sign-outs, and end a session whose row cannot load.
// The one place that ties auth to profile.
import { AUTH_MESSAGES, useAuthStore, type User } from '@/features/auth';
import { useProfileStore } from '@/features/profile';
import { storedSessionUserId } from '@/lib/supabase-lazy';

/** Loads the user's row; a session without its row cannot go on (decisions: profile load failure). */
async function loadRow(user: User): Promise<void> {
  if (await useProfileStore.getState().load(user)) return;
  // Only the session whose row failed ends: not one that signed out or changed meanwhile.
  if (useAuthStore.getState().session?.user.id === user.id)
    await useAuthStore.getState().endSession(AUTH_MESSAGES.profileLoad);
}

/** Returns a function that stops following auth events (tests use it). */
export function startSession(): () => void {
  // The stored session's user gets their cached frame at once; the checks below confirm it.
  const storedUser = storedSessionUserId();
  if (storedUser) useProfileStore.getState().restore(storedUser);
  const stopSync = useAuthStore.subscribe((state, previous) => {
    // A stored session that did not restore (expired, revoked) takes its cached row with it.
    if (!state.initializing && !state.session && useProfileStore.getState().user)
      useProfileStore.getState().clear();
    const user = state.session?.user ?? null;
    if (user?.id === previous.session?.user.id) return;
    if (user) void loadRow(user);
    else useProfileStore.getState().clear();
  });
  const stopAuth = useAuthStore.getState().init({
    afterRestore: (session) => loadRow(session.user),
  });
  return () => {
    stopAuth();
    stopSync();
  };
}
