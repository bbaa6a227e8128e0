// 'Reopen Period' on an invoice that closed its days (submitted, approved or paid), for an
// admin reviewing someone else's invoice: the days to reopen (the invoice's period unless
// changed) and why, then a confirmation naming the contractor and the days. The database
// records who reopened what and when; the reopenings still open are listed here, so the
// admin sees what is already open before reopening more, and may close one early (after a
// confirmation naming the days) once the correction is made.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-error';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { can, type Actor } from '@/lib/capabilities';
import { formatDate } from '@/lib/format';
import type { InvoiceDetail } from '../api/invoices-api';
import type { PeriodReopening } from '../api/reopenings-api';
import { reopeningsQuery } from '../api/queries';
import { useReopenPeriod } from '../stores/reopen-period-store';

const CLOSING = new Set(['submitted', 'approved', 'paid']);

/** The days in words; '' while a date is still being typed. */
const daysText = (start: string, end: string) =>
  !start || !end
    ? ''
    : start === end
      ? formatDate(start)
      : `${formatDate(start)} to ${formatDate(end)}`;

export function ReopenPeriod({ invoice, user }: { invoice: InvoiceDetail; user: Actor }) {
  const shown =
    can(user, 'reviewInvoices') && invoice.contractor_id !== user.id && CLOSING.has(invoice.status);
  const reopenings = useQuery({ ...reopeningsQuery(invoice.contractor_id), enabled: shown });
  const busy = useReopenPeriod((s) => s.busy);
  const error = useReopenPeriod((s) => s.error);
  const done = useReopenPeriod((s) => s.done);
  const closed = useReopenPeriod((s) => s.closed);
  const [toClose, setToClose] = useState<PeriodReopening | null>(null);
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(invoice.period_start);
  const [end, setEnd] = useState(invoice.period_end);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (!shown) return null;
  const name = invoice.contractor?.full_name ?? 'the contractor';

  function check(e: FormEvent) {
    e.preventDefault();
    const found =
      !start || !end
        ? 'Choose the first and the last day to reopen.'
        : start > end
          ? 'The first day comes on or before the last.'
          : !reason.trim()
            ? 'Say why the period is reopened.'
            : null;
    setProblem(found);
    if (!found) setConfirming(true);
  }

  async function reopen() {
    setConfirming(false);
    if (await useReopenPeriod.getState().reopen(invoice.contractor_id, start, end, reason.trim())) {
      setOpen(false);
      setReason('');
    }
  }

  async function closeReopening(r: PeriodReopening) {
    setToClose(null);
    await useReopenPeriod.getState().close(r.id);
  }

  const openReopenings = reopenings.data ?? [];
  return (
    <section aria-labelledby="reopen-heading" className="space-y-3">
      <h2 id="reopen-heading" className="text-lg font-semibold text-slate-900">
        Closed period
      </h2>
      <p className="text-sm text-slate-700">
        {name} cannot add or change work dated on or before the end of this invoice’s period. An
        admin may reopen days for a correction; the reopening is recorded and ends when {name}{' '}
        invoices those days again.
      </p>
      {done ? (
        <p role="status" className="font-medium text-green-800">
          Reopened {daysText(done.period_start, done.period_end)} for {name}.
        </p>
      ) : null}
      {closed ? (
        <p role="status" className="font-medium text-green-800">
          Closed {daysText(closed.period_start, closed.period_end)} again for {name}.
        </p>
      ) : null}
      <FormError message={error} />
      {openReopenings.length ? (
        <ul aria-label="Reopened periods" className="space-y-1 text-sm text-slate-800">
          {openReopenings.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span>
                Reopened {daysText(r.period_start, r.period_end)} on {formatDate(r.reopened_at)}:{' '}
                {r.reason}
              </span>
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={busy}
                aria-label={`Close the reopening of ${daysText(r.period_start, r.period_end)}`}
                onClick={() => {
                  useReopenPeriod.getState().clear();
                  setToClose(r);
                }}
              >
                Close
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {!open ? (
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={busy}
          onClick={() => {
            useReopenPeriod.getState().clear();
            setOpen(true);
          }}
        >
          Reopen Period
        </button>
      ) : (
        <form
          onSubmit={check}
          noValidate
          aria-label="Reopen Period"
          className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
        >
          <TextField
            label="First day to reopen"
            type="date"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <TextField
            label="Last day to reopen"
            type="date"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
          <TextArea
            className="sm:col-span-2"
            label="Reason for reopening"
            hint="Kept with the reopening; the contractor reads it."
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {problem ? (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {problem}
            </p>
          ) : null}
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              Reopen Period
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Reopen ${daysText(start, end)} for ${name}?`}
        description={`${name} can then add and change work dated in these days, and invoice it. The reopening is recorded with your name and reason.`}
        confirmLabel="Reopen Period"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void reopen()}
      />
      <ConfirmDialog
        open={toClose !== null}
        title={
          toClose
            ? `Close ${daysText(toClose.period_start, toClose.period_end)} again for ${name}?`
            : ''
        }
        description={`${name} can then no longer add or change work dated in these days. The closing is recorded with your name.`}
        confirmLabel="Close Period"
        onCancel={() => setToClose(null)}
        onConfirm={() => toClose && void closeReopening(toClose)}
      />
    </section>
  );
}
