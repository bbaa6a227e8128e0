// What an applicant is told about one application: the status message, the
// reason and message the decision gave them, the next steps while it is pending or once an
// assistant is approved, and the reapply date after a rejection.
import type { Submission } from '../api/applications-api';
import { reasonLabel } from '../lib/options';
import {
  ASSISTANT_APPROVED_NEXT_STEPS,
  CONTRACTOR_APPROVED_TEXT,
  formatDate,
  PENDING_NEXT_STEPS,
  reapplyDate,
  STATUS_MESSAGES,
} from '../lib/status';

type Props = Pick<
  Submission,
  'kind' | 'status' | 'submittedAt' | 'reviewedAt' | 'reasonCode' | 'message'
>;

function Steps({ items }: { items: readonly string[] }) {
  return (
    <>
      <h3 className="mt-5 font-semibold text-slate-900">Next Steps</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
        {items.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </>
  );
}

export function ApplicationStatusText(props: Props) {
  const { kind, status, submittedAt, reviewedAt, reasonCode, message } = props;
  const reason = status === 'pending' ? null : reasonLabel(reasonCode);
  return (
    <>
      <p className="mt-5 text-slate-800">{STATUS_MESSAGES[status]}</p>
      {reason || message ? (
        <dl className="mt-4 space-y-2 text-sm">
          {reason ? (
            <div>
              <dt className="inline font-medium text-slate-600">Reason: </dt>
              <dd className="inline text-slate-900">{reason}</dd>
            </div>
          ) : null}
          {message ? (
            <div>
              <dt className="font-medium text-slate-600">Message from our team</dt>
              <dd className="whitespace-pre-line text-slate-900">{message}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {status === 'pending' ? <Steps items={PENDING_NEXT_STEPS} /> : null}
      {status === 'approved' && kind === 'assistant' ? (
        <Steps items={ASSISTANT_APPROVED_NEXT_STEPS} />
      ) : null}
      {status === 'approved' && kind === 'contractor' ? (
        <p className="mt-3 text-slate-700">{CONTRACTOR_APPROVED_TEXT}</p>
      ) : null}
      {status === 'rejected' ? (
        <p className="mt-3 font-medium text-slate-900">
          You may apply again from {formatDate(reapplyDate(reviewedAt ?? submittedAt))}.
        </p>
      ) : null}
    </>
  );
}
