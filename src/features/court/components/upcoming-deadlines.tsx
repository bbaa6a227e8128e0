// 'Upcoming Deadlines' on the dashboard: hearings and reports due in the next 14 days,
// overdue reports first (in red, with the days late). Contractors see their cases, admins
// every case with the overdue count. The dashboard shows it as 'Show Deadlines' says.
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { VirtualList, WIDGET_ROWS } from '@/components/virtual-list';
import { countyTimeZone } from '@/content/florida';
import type { UserRow } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import type { DeadlineItem } from '../api/court-api';
import { deadlinesQuery } from '../api/queries';
import { courtWhenText, daysLate, differentInstants, lateText } from '../lib/deadlines';
import { hearingTypeLabel } from '../lib/labels';

const NONE: DeadlineItem[] = [];

export function UpcomingDeadlines({ user }: { user: Pick<UserRow, 'id' | 'role'> }) {
  const show = can(user, 'manageCourtDates');
  const read = useQuery({ ...deadlinesQuery(user.id), enabled: show });
  const data = read.data ?? NONE;
  // The rows render in a pass of their own that yields to the browser (see VisitsDue).
  const items = useDeferredValue(data);
  const loading = read.isPending || items !== data;
  const error = errorText(read.error);
  if (!show) return null;

  const overdue = items.filter((i) => i.overdue).length;
  return (
    <Card
      title="Upcoming Deadlines"
      className="mt-8"
      actions={
        can(user, 'overseeDeadlines') && overdue ? (
          <Badge tone="danger">{overdue} overdue</Badge>
        ) : null
      }
    >
      <FormError message={error} />
      {loading && !items.length ? (
        <Spinner label="Loading deadlines" />
      ) : items.length ? (
        <VirtualList
          items={items}
          itemKey={(item) => `${item.kind}-${item.court_date_id}`}
          estimateSize={69}
          over={WIDGET_ROWS}
          className="divide-y divide-slate-100"
          itemClassName="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
          renderItem={(item) => <DeadlineRow item={item} />}
        />
      ) : (
        <p className="text-slate-600">No hearings or reports due in the next 14 days.</p>
      )}
    </Card>
  );
}

function DeadlineRow({ item }: { item: DeadlineItem }) {
  const type = hearingTypeLabel(item.hearing_type);
  const late = item.overdue ? daysLate(item.due_at) : 0;
  const zone = countyTimeZone(item.county);
  return (
    <>
      <div className="min-w-0">
        <p className={`font-medium ${late ? 'text-red-700' : 'text-slate-900'}`}>
          {item.kind === 'report' ? `Report due (${type} hearing)` : `${type} hearing`}
          {late ? ` — overdue, ${lateText(late)}` : null}
        </p>
        <Link
          to={paths.dashboard.case(item.case_id)}
          className="text-sm break-words text-indigo-800 hover:underline"
        >
          {item.case_title}
        </Link>
        {item.kind === 'report' && item.due_reason ? (
          <p className="text-sm text-slate-600">
            {item.due_reason}
            {differentInstants(item.plain_due_at, item.due_at) && item.plain_due_at ? (
              <>
                {' '}
                (plain figure{' '}
                <time dateTime={item.plain_due_at}>{courtWhenText(item.plain_due_at, zone)}</time>)
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <time dateTime={item.due_at} className="max-w-full text-sm text-slate-700 sm:shrink-0">
        {courtWhenText(item.due_at, zone)}
      </time>
    </>
  );
}
