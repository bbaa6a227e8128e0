// The dashboard frame's first load: one request whose answer each feature's store
// takes as its own first load, so the badge, the bell and the settings do not ask
// again. Their polls and reloads still ask for themselves.
import { useLayoutEffect } from 'react';
import { seedUnreadMessages } from '@/features/messages';
import { seedUnreadNotifications } from '@/features/notifications';
import { seedSettings } from '@/features/settings';
import { fetchShell } from '../api/shell-api';

/** Loads the frame's data for this user; runs before the stores' own first loads. */
export function useShell(userId: string | undefined): void {
  // A layout effect runs before every passive one in the same commit, so the stores
  // are seeded (loading, with this user's params) before a child's useEffect asks.
  useLayoutEffect(() => {
    if (!userId) return;
    const shell = fetchShell();
    void seedSettings(
      userId,
      shell.then((s) => s.settings),
    );
    void seedUnreadMessages(shell.then((s) => s.unreadMessages));
    void seedUnreadNotifications(
      userId,
      shell.then((s) => s.unreadNotifications),
    );
  }, [userId]);
}
