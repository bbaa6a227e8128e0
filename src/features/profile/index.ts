// The profile feature's public face: the signed-in user's row and the profile page.
export { useProfileStore } from './stores/profile-store';
export { useCurrentUser, useRole, useSessionStatus, useSignedIn } from './stores/selectors';
export type { SessionStatus } from './stores/selectors';
export { UserAvatar } from './components/user-avatar';
export type { UserRow } from './api/user-row-api';
// Composed into its route by the compliance feature, which adds training progress.
export { ProfilePage } from './routes/profile-page';
