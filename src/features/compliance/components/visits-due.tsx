// 'Visits Due' on the dashboard: active cases whose child has not been seen
// in person within the program's standard, or is due within its window, oldest first,
// each linking to its case. Contractors see their own; admins every case, with the
// contractor and the overdue count. A case with a visit planned says when ("planned for
// 3 Dec"). 'Dashboard Widgets' in Settings decides whether the dashboard mounts it.
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { VirtualList, WIDGET_ROWS } from '@/components/virtual-list';
import { countyLabel } from '@/content/florida';
import type { UserRow } from '@/features/profile';
import {
  openPlansQuery,
  plannedWhen,
  soonestPlanByCase,
  type PlannedVisit,
} from '@/features/work-record';
import { can } from '@/lib/capabilities';
import { formatDate, plural } from '@/lib/format';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import type { VisitDue, VisitsDue as VisitsDueList } from '../api/visits-api';
import { visitsDueQuery } from '../api/queries';

const days = (n: number) => plural(n, 'day', 'days');

/** Whole days from one YYYY-MM-DD date to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const NONE: VisitsDueList = { items: [], total: 0, overdue: 0 };

export function VisitsDue({ user }: { user: Pick<UserRow, 'id' | 'role'> }) {
  const read = useQuery(visitsDueQuery(user.id));
  const data = read.data ?? NONE;
  // The rows render in a pass of their own that yields to the browser, not in the task that
  // takes the home's one answer for every widget (keeps main-thread blocking low).
  const shown = useDeferredValue(data);
  const { items, total, overdue } = shown;
  const loading = read.isPending || shown !== data;
  const error = errorText(read.error);
  const oversee = can(user, 'overseeVisits');
  const plansRead = useQuery({ ...openPlansQuery(user.id), enabled: can(user, 'viewCases') });
  const plans = soonestPlanByCase(plansRead.data ?? []);

  return (
    <Card
      title="Visits Due"
      className="mt-8"
      actions={oversee && overdue ? <Badge tone="danger">{overdue} overdue</Badge> : null}
    >
      <FormError message={error} />
      {loading && !items.length ? (
        <Spinner label="Loading visits due" />
      ) : items.length ? (
        <VirtualList
          items={items}
          itemKey={(item) => item.case_id}
          estimateSize={69}
          // Beside the other widgets on a phone's CPU, 200 rows rendered whole cost seconds.
          over={WIDGET_ROWS}
          className="divide-y divide-slate-100"
          itemClassName="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
          renderItem={(item) => (
            <VisitRow item={item} showContractor={oversee} plan={plans.get(item.case_id)} />
          )}
        />
      ) : (
        <p className="text-slate-600">Every active case has had an in-person visit on time.</p>
      )}
      {total > items.length ? (
        <p className="mt-3 text-sm text-slate-600">
          Showing the {items.length} longest waiting of {total.toLocaleString('en-US')} cases due.
        </p>
      ) : null}
    </Card>
  );
}

function VisitRow({
  item,
  showContractor,
  plan,
}: {
  item: VisitDue;
  showContractor: boolean;
  plan: PlannedVisit | undefined;
}) {
  const left = daysBetween(item.since_on, item.due_on) - item.days_since;
  const since = item.last_visit_on
    ? `Last in-person visit ${formatDate(item.last_visit_on)}`
    : `No in-person visit since assigned ${formatDate(item.since_on)}`;
  return (
    <>
      <div className="min-w-0">
        <Link
          to={paths.dashboard.case(item.case_id)}
          className="font-medium break-words text-indigo-800 hover:underline"
        >
          {item.case_title}
        </Link>
        <p className="text-sm text-slate-700">
          {since} · {days(item.days_since)} ago
          {item.county ? ` · ${countyLabel(item.county)}` : null}
          {showContractor && item.contractor_name ? ` · ${item.contractor_name}` : null}
          {plan ? ` · planned for ${plannedWhen(plan)}` : null}
        </p>
      </div>
      <p
        className={`shrink-0 text-sm font-medium ${item.overdue ? 'text-red-700' : 'text-amber-800'}`}
      >
        {item.overdue
          ? `Overdue by ${days(-left)}`
          : left === 0
            ? 'Due today'
            : `Due in ${days(left)}`}
      </p>
    </>
  );
}
