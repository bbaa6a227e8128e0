// What an applicant is told about one application (SPEC 4): the status message, the
// next steps while it is pending, and the reapply date after a rejection.
import type { Submission } from '../api/applications-api';
import { formatDate, PENDING_NEXT_STEPS, reapplyDate, STATUS_MESSAGES } from '../lib/status';

type Props = Pick<Submission, 'status' | 'submittedAt' | 'reviewedAt'>;

export function ApplicationStatusText({ status, submittedAt, reviewedAt }: Props) {
  return (
    <>
      <p className="mt-5 text-slate-800">{STATUS_MESSAGES[status]}</p>
      {status === 'pending' ? (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">Next Steps</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
            {PENDING_NEXT_STEPS.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </>
      ) : null}
      {status === 'rejected' ? (
        <p className="mt-3 font-medium text-slate-900">
          You may apply again from {formatDate(reapplyDate(reviewedAt ?? submittedAt))}.
        </p>
      ) : null}
    </>
  );
}
