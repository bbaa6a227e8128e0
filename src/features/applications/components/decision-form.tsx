// Approve or reject an application with a reason: a short list plus free text.
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { RadioGroup } from '@/components/radio-group';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import type { Decision } from '../api/applications-api';
import { APPROVAL_REASONS, REJECTION_REASONS, type ApplicationStatus } from '../lib/options';
import { useReviewStore } from '../stores/review-store';

const DECISIONS = [
  { value: 'approved', label: 'Approve' },
  { value: 'rejected', label: 'Reject' },
];

export function DecisionForm({
  current,
  approveHint,
}: {
  current: ApplicationStatus;
  approveHint?: string;
}) {
  const deciding = useReviewStore((s) => s.deciding);
  const serverError = useReviewStore((s) => s.decisionError);
  const [status, setStatus] = useState<Decision['status'] | null>(null);
  const [reasonCode, setReasonCode] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasons = status === 'rejected' ? REJECTION_REASONS : APPROVAL_REASONS;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!status) return setError('Choose approve or reject.');
    if (status === current) return setError(`This application is already ${current}.`);
    if (status === 'rejected' && !reasonCode) return setError('Choose a reason for the rejection.');
    if (reasonCode === 'other' && !reason.trim()) return setError('Describe the reason.');
    setError(null);
    const done = await useReviewStore
      .getState()
      .decide({ status, reasonCode: reasonCode || null, reason });
    if (done) {
      setStatus(null);
      setReasonCode('');
      setReason('');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <RadioGroup
        legend="Decision"
        inline
        options={DECISIONS.map((d) => ({
          ...d,
          hint: d.value === 'approved' ? approveHint : undefined,
        }))}
        value={status}
        onChange={(v) => {
          setStatus(v as Decision['status']);
          setReasonCode('');
        }}
      />
      <Select
        label={status === 'rejected' ? 'Reason' : 'Reason (optional for an approval)'}
        placeholder="Choose a reason"
        options={reasons}
        value={reasonCode}
        onChange={(e) => setReasonCode(e.target.value)}
      />
      <TextArea
        label="Notes"
        hint="Recorded in the history with the decision."
        rows={3}
        maxLength={2000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormError message={error ?? serverError} />
      <button type="submit" disabled={deciding} className={buttonClass('primary')}>
        {deciding ? 'Saving...' : 'Record Decision'}
      </button>
    </form>
  );
}
