// Time Tracking: the contractor's entries on non-completed cases,
// grouped by case, with per-case and total hours; this week / this month.
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/profile';
import { VirtualList, VIRTUALIZE_OVER } from '@/components/virtual-list';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import { formatDate, formatHours, formatHoursLabel } from '@/lib/format';
import { groupByCase, rangeStart, type TimeRange } from '../lib/time-tracking';
import type { TimeEntry } from '../api/time-entries-api';
import { trackedEntriesQuery } from '../api/queries';
import { LockNote } from '../components/lock-note';
import { lockOf } from '../lib/invoice-lock';

const RANGES: { value: TimeRange; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
];

const NONE: TimeEntry[] = [];

export function TimeTrackingPage() {
  const userId = useCurrentUser()?.id;
  const [params, setParams] = useSearchParams();
  const range: TimeRange =
    params.get('range') === 'week' || params.get('range') === 'month'
      ? (params.get('range') as TimeRange)
      : 'all';
  // The caller's own hours, an admin's too ("Hours logged on your active cases").
  const read = useQuery({
    ...trackedEntriesQuery({ openCasesOnly: true, since: rangeStart(range), userId }),
    enabled: !!userId,
  });
  const entries = read.data ?? NONE;
  const loading = read.isFetching;
  const error = errorText(read.error);

  const { groups, totalHours } = groupByCase(entries, (e) => e.case?.title ?? 'Case');
  const windowed = entries.length > VIRTUALIZE_OVER;
  return (
    <>
      <PageHeader title="Time Tracking" description="Hours logged on your active cases." />
      <div role="group" aria-label="Period" className="mt-6 flex flex-wrap gap-2">
        {RANGES.map((r) => (
          <button
            key={r.value}
            type="button"
            aria-pressed={range === r.value}
            onClick={() => setParams(r.value === 'all' ? {} : { range: r.value })}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset ${
              range === r.value
                ? 'bg-indigo-700 text-white ring-indigo-700'
                : 'bg-white text-slate-800 ring-slate-300'
            }`}
          >
            {r.label}
          </button>
        ))}
      </div>
      <div className="mt-4">
        <FormError message={error} />
      </div>
      <p className="mt-4 text-lg font-semibold text-slate-900" aria-live="polite">
        Total: {formatHoursLabel(totalHours)}
      </p>
      {!loading && !error && !groups.length ? (
        <div className="mt-4">
          <EmptyState
            icon={Clock}
            title="No time logged in this period"
            text="Entries you add on your active cases show up here."
          />
        </div>
      ) : null}
      <div className="mt-4 grid gap-4">
        {groups.map((g) => (
          <section
            key={g.caseId}
            aria-labelledby={`tt-${g.caseId}`}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`tt-${g.caseId}`} className="text-lg font-semibold text-slate-900">
                <Link to={paths.dashboard.case(g.caseId)} className="hover:underline">
                  {g.title}
                </Link>
              </h2>
              <p className="text-sm font-semibold text-slate-700">{formatHoursLabel(g.hours)}</p>
            </div>
            <VirtualList
              items={g.entries}
              itemKey={(e) => e.id}
              estimateSize={37}
              // Hundreds of entries in all: every case's list renders only what is on screen.
              over={windowed ? 0 : undefined}
              className="mt-3 divide-y divide-slate-100"
              itemClassName="flex justify-between gap-4 py-2 text-sm"
              renderItem={(e) => {
                // Locked entries say so here too, before anyone opens the case to change them.
                const lock = lockOf(e.invoice_lines);
                return (
                  <>
                    <span className="min-w-0 text-slate-800">
                      {formatDate(e.date)} · {e.description}
                      {lock ? (
                        <>
                          {' '}
                          <LockNote lock={lock} className="text-xs" />
                        </>
                      ) : null}
                    </span>
                    <span className="shrink-0 font-medium text-slate-900">
                      {formatHours(e.hours)} h
                    </span>
                  </>
                );
              }}
            />
          </section>
        ))}
      </div>
    </>
  );
}
