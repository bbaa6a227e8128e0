// Dashboard 'Your Applications': a card per submission that opens its details.
import { useEffect, useState } from 'react';
import { FileText } from 'lucide-react';
import { Badge } from '@/components/badge';
import { useCurrentUser, useProfileStore } from '@/features/profile';
import { can } from '@/lib/capabilities';
import type { Submission } from '../api/applications-api';
import { KIND_LABELS, STATUS_LABELS } from '../lib/options';
import { formatDate } from '../lib/status';
import { ApplicationDetailsDialog } from './application-details-dialog';
import { statusTone } from './status-tone';
import { useMySubmissions } from './use-my-submissions';

export function YourApplications() {
  const user = useCurrentUser();
  const { items, error } = useMySubmissions(user?.id);
  const [open, setOpen] = useState<Submission | null>(null);
  const enrolling = can(user, 'enroll');

  // An approved GAL application made this user a contractor in the database: reread the
  // users row so the navigation follows without signing in again.
  const approvedGal = items.some((i) => i.kind === 'contractor' && i.status === 'approved');
  useEffect(() => {
    if (approvedGal && enrolling) void useProfileStore.getState().reload();
  }, [approvedGal, enrolling]);

  if (!user || (!items.length && !error)) return null;
  return (
    <section aria-labelledby="your-applications" className="mt-8">
      <h2 id="your-applications" className="text-lg font-semibold text-slate-900">
        Your Applications
      </h2>
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <button
              type="button"
              onClick={() => setOpen(item)}
              className="flex w-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm hover:border-indigo-300 hover:bg-indigo-50/40"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <FileText aria-hidden="true" className="size-5 text-indigo-700" />
                  {KIND_LABELS[item.kind]}
                </span>
                <Badge tone={statusTone(item.status)}>{STATUS_LABELS[item.status]}</Badge>
              </span>
              <span className="text-sm text-slate-600">
                Submitted {formatDate(item.submittedAt)}
              </span>
              <span className="sr-only">View details</span>
            </button>
          </li>
        ))}
      </ul>
      <ApplicationDetailsDialog submission={open} onClose={() => setOpen(null)} />
    </section>
  );
}
