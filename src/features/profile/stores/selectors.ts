import type { Role } from '@/lib/capabilities';
import { useProfileStore } from './profile-store';

export const useCurrentUser = () => useProfileStore((s) => s.user);
export const useSignedIn = () => useProfileStore((s) => s.user !== null);
/** The signed-in user's role; 'free' while nobody is signed in. */
export const useRole = (): Role => useProfileStore((s) => s.user?.role ?? 'free');
