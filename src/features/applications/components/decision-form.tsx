// Decide on an application: approve, reject or set back to pending, with a reason from a
// short list, a message the applicant reads and an internal note only admins read; approving
// a GAL application may set the new contractor's billing rate in the same call.
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { RadioGroup } from '@/components/radio-group';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { formatUsd } from '@/lib/format';
import type { ApplicantRates, Decision } from '../api/applications-api';
import {
  APPROVAL_REASONS,
  REJECTION_REASONS,
  type ApplicationKind,
  type ApplicationStatus,
} from '../lib/options';
import { useReviewStore } from '../stores/review-store';

const DECISIONS: { value: ApplicationStatus; label: string }[] = [
  { value: 'approved', label: 'Approve' },
  { value: 'rejected', label: 'Reject' },
  { value: 'pending', label: 'Set back to Pending' },
];

export const MAX_BILLING_RATE = 1000;

function hintFor(kind: ApplicationKind, current: ApplicationStatus, value: ApplicationStatus) {
  if (kind !== 'contractor') return undefined;
  if (value === 'approved') return 'Approving makes the applicant a GAL contractor.';
  if (current === 'approved')
    return 'Withdraws contractor access and unassigns their cases (refused once they have logged time).';
  return undefined;
}

function askingRate(rates: ApplicantRates | null): string {
  const asked = rates?.hourly_rate;
  const ask =
    asked === null || asked === undefined
      ? 'They have not set an asking rate on their profile.'
      : `They ask ${formatUsd(Math.round(asked * 100))}/hour on their profile.`;
  return `${ask} Left blank, their time stays unpriced until you set a rate on the Contractors page.`;
}

interface Props {
  kind: ApplicationKind;
  /** The application as reviewed: a decision on an older version is refused. */
  application: { id: string; version: number };
  current: ApplicationStatus;
  /** The GAL applicant's asking and billing rates (GAL applications only). */
  rates?: ApplicantRates | null;
}

export function DecisionForm({ kind, application, current, rates = null }: Props) {
  const deciding = useReviewStore((s) => s.deciding);
  const serverError = useReviewStore((s) => s.decisionError);
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [reasonCode, setReasonCode] = useState('');
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasons = status === 'rejected' ? REJECTION_REASONS : APPROVAL_REASONS;
  const setsRate = kind === 'contractor' && status === 'approved';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!status) return setError('Choose a decision.');
    if (status === 'rejected' && !reasonCode) return setError('Choose a reason for the rejection.');
    if (reasonCode === 'other' && !message.trim() && !note.trim())
      return setError('Describe the reason in the message or the note.');
    const billingRate = setsRate && rate.trim() ? Number(rate) : null;
    if (billingRate !== null && !(billingRate >= 0 && billingRate <= MAX_BILLING_RATE))
      return setError(`A billing rate is between $0 and $${MAX_BILLING_RATE} per hour.`);
    setError(null);
    const done = await useReviewStore.getState().decide(kind, application, {
      status,
      reasonCode: status === 'pending' ? null : reasonCode || null,
      message,
      note,
      billingRate,
    } satisfies Decision);
    if (done) {
      setStatus(null);
      setReasonCode('');
      setMessage('');
      setNote('');
      setRate('');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <RadioGroup
        legend="Decision"
        options={DECISIONS.filter((d) => d.value !== current).map((d) => ({
          ...d,
          hint: hintFor(kind, current, d.value),
        }))}
        value={status}
        onChange={(v) => {
          setStatus(v as ApplicationStatus);
          setReasonCode('');
        }}
      />
      {status !== 'pending' ? (
        <Select
          label={status === 'rejected' ? 'Reason' : 'Reason (optional for an approval)'}
          hint="The applicant sees this reason with the decision."
          placeholder="Choose a reason"
          options={reasons}
          value={reasonCode}
          onChange={(e) => setReasonCode(e.target.value)}
        />
      ) : null}
      {setsRate ? (
        <TextField
          label="Billing rate (USD per hour, optional)"
          hint={askingRate(rates)}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_BILLING_RATE}
          step={0.01}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
        />
      ) : null}
      <TextArea
        label="Message to the applicant (optional)"
        hint="The applicant reads this with the decision."
        rows={3}
        maxLength={2000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <TextArea
        label="Internal note (optional)"
        hint="Only admins see this, in the history. The applicant never does."
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <FormError message={error ?? serverError} />
      <button type="submit" disabled={deciding} className={buttonClass('primary')}>
        {deciding ? 'Saving...' : 'Record Decision'}
      </button>
    </form>
  );
}
