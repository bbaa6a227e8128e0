// The unread count on the Messages navigation item; polled while the app is open.
import { useEffect } from 'react';
import { POLL_MS, useUnreadCount } from '../stores/messages-store';
import { usePolling } from '@/lib/use-polling';

export function UnreadBadge() {
  const unread = useUnreadCount((s) => s.data);
  const refreshUnread = useUnreadCount((s) => s.load);
  // The dashboard frame's one request usually answered already (seedUnreadMessages).
  useEffect(() => {
    if (useUnreadCount.getState().request === 0) void refreshUnread();
  }, [refreshUnread]);
  usePolling(refreshUnread, POLL_MS);
  if (unread === 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className="ml-auto rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white"
    >
      {unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}
