// The profile feature's public face: the signed-in user's row and the profile page.
export { useProfileStore } from './stores/profile-store';
export { useCurrentUser, useRole, useSessionStatus, useSignedIn } from './stores/selectors';
export type { SessionStatus } from './stores/selectors';
export { UserAvatar } from './components/user-avatar';
export type { UserRow } from './api/profile-api';

export const loadProfilePage = () =>
  import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage }));
