import { useQuery } from '@tanstack/react-query';
import { Bug } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { errorText } from '@/lib/query-client';
import { errorGroupsQuery } from '../api/queries';
import { formatWhen } from '../lib/activity-kinds';

const KIND_LABELS: Readonly<Record<string, string>> = {
  error: 'Uncaught error',
  rejection: 'Unhandled rejection',
  render: 'Page error',
};

/** Errors users' browsers reported, scrubbed and grouped, the most recently seen first. */
export function ErrorGroups() {
  const read = useQuery(errorGroupsQuery());
  const groups = read.data ?? [];
  if (read.isPending) return <Spinner label="Loading reported errors" showLabel />;
  if (read.error) return <FormError message={errorText(read.error)} />;
  if (!groups.length)
    return (
      <EmptyState
        icon={Bug}
        title="No errors reported"
        text="Errors in users' browsers appear here, without personal data, grouped by message and place in the code."
      />
    );
  return (
    <ul aria-label="Reported errors" className="space-y-3">
      {groups.map((g) => (
        <li key={g.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="min-w-0 break-words font-semibold text-slate-900">{g.message}</h3>
            <span className="text-sm font-semibold text-slate-700">
              {g.count === 1 ? '1 time' : `${g.count.toLocaleString('en-US')} times`}
            </span>
          </div>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Kind</dt>
            <dd>{KIND_LABELS[g.kind] ?? g.kind}</dd>
            <dt className="font-medium">Page</dt>
            <dd className="break-all">{g.route}</dd>
            <dt className="font-medium">First seen</dt>
            <dd>{formatWhen(g.first_seen)}</dd>
            <dt className="font-medium">Last seen</dt>
            <dd>{formatWhen(g.last_seen)}</dd>
            <dt className="font-medium">Browser</dt>
            <dd>{g.browser ?? 'Unknown'}</dd>
            <dt className="font-medium">Release</dt>
            <dd>{g.release ?? 'Unknown'}</dd>
          </dl>
          {g.stack ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-indigo-700">Stack</summary>
              <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs text-slate-800">
                {g.stack}
              </pre>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
