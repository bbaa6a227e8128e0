// The case's history: postings, accepts, (re/un)assignments, status changes, contacts
// logged, court dates added or moved, court report status changes and the closing, each dated when it
// happened (the database writes them; the posting is dated when the case was posted).
import { countyTimeZone } from '@/content/florida';
import { formatCourtDateTime } from '@/lib/court-time';
import { formatDate } from '@/lib/format';
import type { CaseEvent } from '../api/cases-api';
import { STATUS_LABEL } from './badges';

/** 'not_started' reads 'Not started', as the court section labels it. */
const words = (value: string) => {
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

function describe(e: CaseEvent, county: string | null): string {
  const who = e.actor_name ?? 'The system';
  const detail = e.detail ?? null;
  switch (e.kind) {
    case 'posted':
      return `${who} posted the case`;
    case 'accepted':
      return `${who} accepted the case`;
    case 'assigned':
      return `${who} assigned the case to ${e.contractor_name ?? 'a contractor'}`;
    case 'reassigned':
      return `${who} reassigned the case from ${e.previous_contractor_name ?? 'a contractor'} to ${e.contractor_name ?? 'a contractor'}`;
    case 'unassigned':
      return `${who} unassigned ${e.previous_contractor_name ?? 'the contractor'}; the case is open again`;
    case 'status_changed':
      return `${who} changed the status to ${STATUS_LABEL[e.to_status]}`;
    case 'contact_logged':
      return detail
        ? `${who} logged a contact on ${formatDate(detail)}`
        : `${who} logged a contact`;
    case 'court_date_added':
      return detail
        ? `${who} added a court date: ${formatCourtDateTime(detail, countyTimeZone(county))}`
        : `${who} added a court date`;
    case 'court_date_changed':
      return detail
        ? `${who} moved a court date to ${formatCourtDateTime(detail, countyTimeZone(county))}`
        : `${who} changed a court date`;
    case 'report_status_changed':
      return detail
        ? `${who} marked a court report ${words(detail)}`
        : `${who} changed a court report's status`;
    case 'case_closed':
      return detail ? `${who} closed the case: ${detail}` : `${who} closed the case`;
  }
}

export function CaseHistory({
  events,
  county = null,
}: {
  events: CaseEvent[];
  /** The case's county: court times read in its court's zone. */
  county?: string | null;
}) {
  if (!events.length) return <p className="mt-2 text-slate-600">No history yet.</p>;
  return (
    <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4">
      {events.map((e) => (
        <li key={e.id} className="text-sm text-slate-700">
          <time dateTime={e.created_at} className="font-medium text-slate-900">
            {new Date(e.created_at).toLocaleString('en-US', {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </time>{' '}
          {describe(e, county)}
        </li>
      ))}
    </ol>
  );
}
