// The thread list: one per case, in the database's order (unread first, then newest
// activity), with the unread count.
import { Badge } from '@/components/badge';
import type { Thread } from '../api/messages-api';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';

export function ThreadList({
  threads,
  userId,
  openCaseId,
  onOpen,
}: {
  threads: Thread[];
  userId: string;
  openCaseId: string | null;
  onOpen(caseId: string): void;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {threads.map((t) => {
        const other = t.admin_id === userId ? t.contractor_name : t.admin_name;
        const open = t.case_id === openCaseId;
        return (
          <li key={t.case_id}>
            <button
              type="button"
              onClick={() => onOpen(t.case_id)}
              aria-current={open ? 'true' : undefined}
              className={`w-full px-4 py-3 text-left hover:bg-slate-50 ${open ? 'bg-indigo-50' : ''}`}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">{t.case_title}</span>
                {t.unread_count > 0 ? <Badge tone="info">{t.unread_count} unread</Badge> : null}
              </span>
              <span className="block text-sm text-slate-600">
                {t.can_send ? `With ${other ?? 'Unassigned'}` : `${t.admin_name} and ${other}`}
              </span>
              <span className="mt-1 block truncate text-sm text-slate-700">
                {t.last_message_body ?? 'No messages yet'}
              </span>
              <span className="block text-xs text-slate-500">{when(t.last_message_at)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
