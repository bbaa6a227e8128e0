import { Link } from 'react-router';
import type { ActivityEntry } from '../api/activity-api';
import { describeEntry, formatWhen } from '../lib/activity-kinds';
import { paths } from '@/lib/paths';

interface ActivityListProps {
  entries: readonly ActivityEntry[];
  busy: boolean;
  onPerson(id: string, name: string): void;
  onCase(id: string, title: string): void;
}

/** A stored value as text, cut short: the CSV has it whole. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

const linkButton = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

/** Audit rows, newest first: when, who, what, on which case; a name or case filters by it. */
export function ActivityList({ entries, busy, onPerson, onCase }: ActivityListProps) {
  return (
    <ol
      aria-label="Activity"
      aria-busy={busy}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {entries.map((e) => {
        const who = e.actor_name ?? (e.actor_id ? 'A former user' : 'The system');
        return (
          <li key={e.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
            <time dateTime={e.at} className="shrink-0 text-sm text-slate-600 sm:w-60">
              {formatWhen(e.at)}
            </time>
            <div className="min-w-0 flex-1 break-words">
              <p className="text-slate-900">
                {e.actor_id && e.actor_name ? (
                  <button
                    type="button"
                    className={linkButton}
                    aria-label={`Show only activity by or about ${who}`}
                    onClick={() => onPerson(e.actor_id!, who)}
                  >
                    {who}
                  </button>
                ) : (
                  <span className="font-medium">{who}</span>
                )}{' '}
                <span>{describeEntry(e)}</span>
              </p>
              {Object.keys(e.changed).length && e.operation === 'update' ? (
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer text-indigo-700">Old and new values</summary>
                  <dl className="mt-1 space-y-1 text-slate-700">
                    {Object.entries(e.changed).map(([column, change]) => (
                      <div key={column}>
                        <dt className="font-medium">{column}</dt>
                        <dd className="break-words">
                          {shown(change.old)} → {shown(change.new)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ) : null}
              {e.case_id ? (
                <p className="text-sm text-slate-600">
                  Case:{' '}
                  <button
                    type="button"
                    className={linkButton}
                    aria-label={`Show only activity on ${e.case_title ?? 'this case'}`}
                    onClick={() => onCase(e.case_id!, e.case_title ?? 'A deleted case')}
                  >
                    {e.case_title ?? 'A deleted case'}
                  </button>{' '}
                  {e.case_title ? (
                    <Link to={paths.dashboard.case(e.case_id)} className="text-slate-700 underline">
                      Open case<span className="sr-only"> {e.case_title}</span>
                    </Link>
                  ) : null}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
