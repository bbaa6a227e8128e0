import { useAuthStore } from '@/features/auth';
import type { Role } from '@/lib/capabilities';
import type { UserRow } from '../api/user-row-api';
import { useProfileStore } from './profile-store';

export const useCurrentUser = () => useProfileStore((s) => s.user);
export const useSignedIn = () => useProfileStore((s) => s.user !== null);
/** The signed-in user's role; 'free' while nobody is signed in. */
export const useRole = (): Role => useProfileStore((s) => s.user?.role ?? 'free');

export type SessionStatus =
  { status: 'signedOut' } | { status: 'loading' } | { status: 'known'; user: UserRow };

const SIGNED_OUT: SessionStatus = { status: 'signedOut' };
const LOADING: SessionStatus = { status: 'loading' };

/**
 * Is the user known? Loading while the stored session is restored, or a session has no row yet
 * (it is loading, or failed and the session is about to end); signed out otherwise.
 */
export function useSessionStatus(): SessionStatus {
  const user = useProfileStore((s) => s.user);
  const rowLoading = useProfileStore((s) => s.loading);
  const sessionPending = useAuthStore((s) => s.initializing || s.session !== null);
  if (user) return { status: 'known', user };
  return rowLoading || sessionPending ? LOADING : SIGNED_OUT;
}
