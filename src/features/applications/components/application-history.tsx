// Who changed an application's status, when, and why (application_events).
import type { ApplicationEvent } from '../api/applications-api';
import { reasonLabel, STATUS_LABELS } from '../lib/options';

function when(at: string): string {
  return new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function ApplicationHistory({ events }: { events: readonly ApplicationEvent[] }) {
  return (
    <ol className="space-y-4">
      {events.map((e) => {
        const reason = [reasonLabel(e.reason_code), e.reason].filter(Boolean).join(': ');
        return (
          <li key={e.id} className="border-l-2 border-indigo-200 pl-4">
            <p className="text-sm font-medium text-slate-900">
              {e.from_status
                ? `${STATUS_LABELS[e.from_status]} → ${STATUS_LABELS[e.to_status]}`
                : 'Submitted'}
            </p>
            <p className="text-sm text-slate-600">
              {when(e.created_at)}
              {e.from_status ? ` by ${e.actor?.full_name ?? 'the system'}` : ' by the applicant'}
            </p>
            {reason ? <p className="mt-1 text-sm text-slate-800">{reason}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
