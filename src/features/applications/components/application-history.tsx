// What changed in an application's status, when, and why (application_events): the reason
// and message the applicant also reads, and the internal note only admins read. Who made a
// change is shown to admins only (`actor`); anyone else reads "by the program".
import type { ApplicationEvent } from '../api/applications-api';
import { reasonLabel, STATUS_LABELS } from '../lib/options';

function when(at: string): string {
  return new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function ApplicationHistory({ events }: { events: readonly ApplicationEvent[] }) {
  return (
    <ol className="space-y-4">
      {events.map((e) => {
        const reason = reasonLabel(e.reason_code);
        return (
          <li key={e.id} className="border-l-2 border-indigo-200 pl-4">
            <p className="text-sm font-medium text-slate-900">
              {e.from_status
                ? `${STATUS_LABELS[e.from_status]} → ${STATUS_LABELS[e.to_status]}`
                : 'Submitted'}
            </p>
            <p className="text-sm text-slate-600">
              {when(e.created_at)}
              {e.from_status ? ` by ${e.actor?.full_name ?? 'the program'}` : ' by the applicant'}
            </p>
            {reason ? <p className="mt-1 text-sm text-slate-800">{reason}</p> : null}
            {e.reason ? (
              <p className="mt-1 text-sm whitespace-pre-line text-slate-800">
                <span className="font-medium">To the applicant:</span> {e.reason}
              </p>
            ) : null}
            {e.note ? (
              <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm whitespace-pre-line text-slate-800">
                <span className="font-medium">Internal note:</span> {e.note.note}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
