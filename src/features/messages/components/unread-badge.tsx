// The unread count on the Messages navigation item; polled while the app is open.
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/features/profile';
import { usePolling } from '@/lib/use-polling';
import { unreadQuery } from '../api/queries';
import { POLL_MS } from '../stores/messages-store';

export function UnreadBadge() {
  const userId = useCurrentUser()?.id ?? '';
  // The dashboard frame's one request usually answered already (my_shell).
  const { data: unread = 0, refetch } = useQuery({ ...unreadQuery(userId), enabled: !!userId });
  usePolling(refetch, POLL_MS, !!userId);
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
