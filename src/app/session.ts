// Starts the app's session: restore the stored session, load the user's row with it,
// and keep the row in step with later sign-ins and sign-outs.
import { useAuthStore } from '@/features/auth';
import { syncProfileWithSession, useProfileStore } from '@/features/profile';

/** Returns a function that stops following auth events (tests use it). */
export function startSession(): () => void {
  const stopSync = syncProfileWithSession();
  const stopAuth = useAuthStore.getState().init({
    afterRestore: (session) => useProfileStore.getState().load(session.user),
  });
  return () => {
    stopAuth();
    stopSync();
  };
}
