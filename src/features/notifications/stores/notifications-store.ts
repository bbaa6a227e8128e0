// The bell's state: the unread count (polled) and the panel's list (read when the
// panel opens). Marking read shows at once and is put back if the write fails.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import * as api from '../api/notifications-api';

/** How often the bell asks for the unread count while the tab is visible. */
export const POLL_MS = 30_000;

// Keyed by the user (RLS picks the rows): another user's never show, even for a moment.
export const useUnreadNotifications = createResource((_userId: string) => api.countUnread(), {
  initial: 0,
});
export const useNotificationList = createResource((_userId: string) => api.listNotifications(), {
  initial: [],
});

interface NotificationActions {
  /** The last failed mark. */
  error: string | null;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
}

export const useNotificationActions = create<NotificationActions>()((set) => {
  async function mark(id: string | undefined) {
    const list = useNotificationList.getState();
    const now = new Date().toISOString();
    list.update((rows) =>
      rows.map((n) => (!n.read_at && (!id || n.id === id) ? { ...n, read_at: now } : n)),
    );
    set({ error: null });
    try {
      await api.markRead(id);
    } catch (e) {
      set({ error: messageOf(e) });
      await list.reload();
    }
    await useUnreadNotifications.getState().reload();
  }
  return {
    error: null,
    markRead: (id) => mark(id),
    markAllRead: () => mark(undefined),
  };
});

/** The unread count from a request that answered for several stores (the dashboard frame). */
export const seedUnreadNotifications = (userId: string, count: Promise<number>) =>
  useUnreadNotifications.getState().seed(userId, count);
