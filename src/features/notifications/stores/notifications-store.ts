// The bell's client state: the last failed mark. Marking read shows at once (the cached
// list is changed) and is put back if the write fails; the unread count is read again.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { notificationKeys } from '../api/keys';
import * as api from '../api/notifications-api';

/** How often the bell asks for the unread count while the tab is visible. */
export const POLL_MS = 30_000;

interface NotificationActions {
  /** The last failed mark. */
  error: string | null;
  markRead(userId: string, id: string): Promise<void>;
  markAllRead(userId: string): Promise<void>;
}

export const useNotificationActions = create<NotificationActions>()((set) => {
  async function mark(userId: string, id: string | undefined) {
    const now = new Date().toISOString();
    queryClient.setQueryData(notificationKeys.list(userId), (rows) =>
      rows?.map((n) => (!n.read_at && (!id || n.id === id) ? { ...n, read_at: now } : n)),
    );
    set({ error: null });
    try {
      await api.markRead(id);
    } catch (e) {
      set({ error: messageOf(e) });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
    }
    await queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userId) });
  }
  return {
    error: null,
    markRead: (userId, id) => mark(userId, id),
    markAllRead: (userId) => mark(userId, undefined),
  };
});
