// The bell in the top bar: the unread count, and a panel listing the newest
// notifications (a disclosure: the button says whether it is open; Escape or a click
// elsewhere closes it and focus returns to the button). Each links to its page.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { errorText } from '@/lib/query-client';
import { usePolling } from '@/lib/use-polling';
import type { Notification } from '../api/notifications-api';
import { timeAgo } from '../lib/time-ago';
import { listQuery, unreadQuery } from '../api/queries';
import { POLL_MS, useNotificationActions } from '../stores/notifications-store';

/** The user whose notifications these are: a new user starts from a fresh count. */
export function NotificationBell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // On a dashboard page the frame's one request usually answered already (my_shell).
  const { data: unread = 0, refetch } = useQuery(unreadQuery(userId));
  usePolling(refetch, POLL_MS);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
        className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <NotificationPanel
          userId={userId}
          id={panelId}
          headingId={headingId}
          unread={unread}
          onNavigate={() => close(false)}
        />
      ) : null}
    </div>
  );
}

interface PanelProps {
  userId: string;
  id: string;
  headingId: string;
  unread: number;
  onNavigate(): void;
}

function NotificationPanel({ userId, id, headingId, unread, onNavigate }: PanelProps) {
  // Read afresh each time the panel opens.
  const read = useQuery({ ...listQuery(userId), staleTime: 0 });
  const items = read.data ?? [];
  const loading = read.isPending;
  const loadError = errorText(read.error);
  const markError = useNotificationActions((s) => s.error);
  const { markRead, markAllRead } = useNotificationActions.getState();

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="fixed inset-x-2 top-16 z-40 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Notifications
        </h2>
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1')}
          disabled={!unread}
          onClick={() => void markAllRead(userId)}
        >
          Mark all read
        </button>
      </div>
      <div className="px-4 py-2">
        <FormError message={loadError ?? markError} />
      </div>
      {loading && !items.length ? (
        <Spinner label="Loading notifications" className="px-4 pb-4" />
      ) : items.length ? (
        <ul className="divide-y divide-slate-100">
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              item={n}
              onOpen={() => {
                if (!n.read_at) void markRead(userId, n.id);
                onNavigate();
              }}
              onMarkRead={() => void markRead(userId, n.id)}
            />
          ))}
        </ul>
      ) : (
        <p className="px-4 pb-4 text-sm text-slate-600">No notifications yet.</p>
      )}
    </section>
  );
}

interface ItemProps {
  item: Notification;
  onOpen(): void;
  onMarkRead(): void;
}

function NotificationItem({ item, onOpen, onMarkRead }: ItemProps) {
  const unread = !item.read_at;
  const title = (
    <>
      {unread ? <span className="sr-only">Unread: </span> : null}
      {item.title}
    </>
  );
  return (
    <li className={`flex gap-3 px-4 py-3 ${unread ? 'bg-indigo-50/60' : ''}`}>
      <span
        aria-hidden="true"
        className={`mt-2 size-2 shrink-0 rounded-full ${unread ? 'bg-indigo-700' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`text-sm ${unread ? 'font-semibold' : 'font-medium'} text-slate-900`}>
          {item.link ? (
            <Link to={item.link} onClick={onOpen} className="block hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        {item.body ? (
          <p className="mt-0.5 text-sm break-words text-slate-700">{item.body}</p>
        ) : null}
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={item.created_at}>{timeAgo(item.created_at)}</time>
        </p>
      </div>
      {unread ? (
        <button
          type="button"
          onClick={onMarkRead}
          className={buttonClass('ghost', 'shrink-0 self-start px-2 py-1 text-xs')}
          aria-label={`Mark read: ${item.title}`}
        >
          Mark read
        </button>
      ) : null}
    </li>
  );
}
