// The case's history: postings, accepts, (re/un)assignments, status changes.
import type { CaseEvent } from '../api/cases-api';
import { STATUS_LABEL } from './badges';

function describe(e: CaseEvent): string {
  const who = e.actor_name ?? 'The system';
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
  }
}

export function CaseHistory({ events }: { events: CaseEvent[] }) {
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
          {describe(e)}
        </li>
      ))}
    </ol>
  );
}
