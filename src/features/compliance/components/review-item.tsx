// One training record in the admins' review queue: who, what, the certificate, and
// Approve or Reject (a rejection says why; the person reads it on their profile).
import { useState } from 'react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { TextArea } from '@/components/text-area';
import { formatDate } from '@/lib/format';
import type { ReviewItem as Item } from '../api/training-api';
import { KIND_LABEL, hoursText } from '../lib/training';
import { useReviewStore } from '../stores/review-store';
import { CertificateLink } from './certificate-link';
import { TrainingStatusBadge } from './training-records';

export function ReviewItem({ item }: { item: Item }) {
  const busy = useReviewStore((s) => s.busyId === item.id);
  const serverError = useReviewStore((s) => (s.error?.id === item.id ? s.error.message : null));
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = `training-${item.id}`;
  const who = item.person?.full_name ?? 'Unknown person';
  const { decide } = useReviewStore.getState();

  const reject = async () => {
    if (!reason.trim()) return setError('Give a reason for the rejection.');
    setError(null);
    if (await decide(item, 'rejected', reason.trim())) setRejecting(false);
  };

  return (
    <li
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="font-semibold text-slate-900">
            {item.title}
          </h2>
          <p className="text-sm text-slate-700">
            {who}
            {item.person ? ` · ${item.person.email}` : ''}
          </p>
        </div>
        <TrainingStatusBadge status={item.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-5">
        {[
          ['Provider', item.provider],
          ['Kind', KIND_LABEL[item.kind]],
          ['Hours', hoursText(Number(item.hours))],
          ['Completed', formatDate(item.completed_on)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-600">Certificate</dt>
          <dd>
            <CertificateLink path={item.certificate_path} title={item.title} />
          </dd>
        </div>
      </dl>
      {item.review_note ? (
        <p className="mt-2 text-sm text-slate-700">Reason given: {item.review_note}</p>
      ) : null}
      {rejecting ? (
        <div className="mt-4 space-y-3">
          <TextArea
            label="Reason for the rejection"
            hint={`${who} reads this on their profile.`}
            rows={2}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={busy}
              onClick={() => void reject()}
            >
              Reject Record
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setRejecting(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {item.status === 'approved' ? null : (
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => void decide(item, 'approved', null)}
            >
              Approve
            </button>
          )}
          {item.status === 'rejected' ? null : (
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => setRejecting(true)}
            >
              Reject
            </button>
          )}
        </div>
      )}
      <div className="mt-2">
        <FormError message={serverError} />
      </div>
    </li>
  );
}
