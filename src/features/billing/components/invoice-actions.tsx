// What may be done to an invoice now, by whom: the contractor submits or discards their
// draft; an admin approves, returns (with a reason), marks paid (date and reference) or
// voids (with a reason). The database checks each again and says why it refuses.
// Expenses over the program's receipt amount without a receipt are named before
// Approve, and Approve asks first: paying them is the admin's call, made knowingly.
import { useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { can, type Actor } from '@/lib/capabilities';
import type { InvoiceDetail } from '../api/invoices-api';
import { todayIso } from '@/lib/dates';
import { formatDate, formatUsd } from '@/lib/format';
import { linesMissingReceipts } from './invoice-view';
import { useInvoiceActions, type Transition } from '../stores/invoices-store';

type Form = 'return' | 'pay' | 'void' | null;

interface InvoiceActionsProps {
  invoice: InvoiceDetail;
  user: Actor;
  onDiscarded(): void;
}

export function InvoiceActions({ invoice, user, onDiscarded }: InvoiceActionsProps) {
  const busy = useInvoiceActions((s) => s.busy);
  const { transition, discard } = useInvoiceActions.getState();
  const [form, setForm] = useState<Form>(null);
  const [reason, setReason] = useState('');
  const [paidOn, setPaidOn] = useState(todayIso());
  const [reference, setReference] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [confirmingApproval, setConfirmingApproval] = useState(false);

  const own = invoice.contractor_id === user.id;
  const status = invoice.status;
  const reviewing = can(user, 'reviewInvoices') && !own;
  const noReceipts =
    reviewing && (status === 'submitted' || status === 'approved')
      ? linesMissingReceipts(invoice)
      : [];
  const go = async (t: Transition) => {
    if (await transition(t)) {
      setForm(null);
      setReason('');
      setReference('');
    }
  };
  const openForm = (f: Form) => {
    setForm(f);
    setMissing(null);
  };
  function onForm(e: FormEvent) {
    e.preventDefault();
    if (form === 'pay') {
      const problem = !paidOn
        ? 'Enter the payment date.'
        : !reference.trim()
          ? 'Enter the payment reference.'
          : null;
      setMissing(problem);
      if (!problem) void go({ kind: 'pay', paidOn, reference: reference.trim() });
    } else if (form) {
      setMissing(reason.trim() ? null : 'Give a reason.');
      if (reason.trim()) void go({ kind: form, reason: reason.trim() });
    }
  }

  const buttons: { label: string; onClick(): void; variant?: 'primary' | 'secondary' }[] = [];
  if (can(user, 'prepareInvoices') && own && status === 'draft') {
    buttons.push({ label: 'Submit Invoice', onClick: () => void go({ kind: 'submit' }) });
    if (!invoice.number) {
      buttons.push({
        label: 'Discard Draft',
        variant: 'secondary',
        onClick: async () => {
          if (await discard()) onDiscarded();
        },
      });
    }
  }
  if (reviewing) {
    if (status === 'submitted')
      buttons.push({
        label: 'Approve',
        onClick: () =>
          noReceipts.length ? setConfirmingApproval(true) : void go({ kind: 'approve' }),
      });
    if (status === 'approved') buttons.push({ label: 'Mark Paid', onClick: () => openForm('pay') });
    if (status === 'submitted' || status === 'approved')
      buttons.push({ label: 'Return', variant: 'secondary', onClick: () => openForm('return') });
  }
  if (can(user, 'reviewInvoices') && ['draft', 'submitted', 'approved'].includes(status))
    buttons.push({ label: 'Void', variant: 'secondary', onClick: () => openForm('void') });

  if (!buttons.length) return null;
  const receiptWarning = noReceipts.length ? (
    <>
      {noReceipts.length === 1
        ? '1 expense over the program’s receipt amount has no receipt:'
        : `${noReceipts.length} expenses over the program’s receipt amount have no receipt:`}
      <ul className="mt-1 list-disc pl-5">
        {noReceipts.map((l) => (
          <li key={l.id}>
            {l.description}, {formatDate(l.date)}, {formatUsd(l.amount_cents)}
          </li>
        ))}
      </ul>
    </>
  ) : null;
  return (
    <div className="space-y-3">
      {receiptWarning ? (
        <div
          role="note"
          aria-label="Missing receipts"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>{receiptWarning}</div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingApproval}
        title="Approve without receipts?"
        description="The program asks for a receipt for these expenses. Approving pays them as they are."
        confirmLabel="Approve Anyway"
        onCancel={() => setConfirmingApproval(false)}
        onConfirm={() => {
          setConfirmingApproval(false);
          void go({ kind: 'approve' });
        }}
      >
        {receiptWarning}
      </ConfirmDialog>
      <div className="flex flex-wrap gap-2">
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            className={buttonClass(b.variant ?? 'primary')}
            disabled={busy}
            aria-expanded={
              (b.label === 'Return' && form === 'return') ||
              (b.label === 'Mark Paid' && form === 'pay') ||
              (b.label === 'Void' && form === 'void')
                ? true
                : undefined
            }
            onClick={b.onClick}
          >
            {b.label}
          </button>
        ))}
      </div>
      {form ? (
        <form
          onSubmit={onForm}
          noValidate
          aria-label={form === 'pay' ? 'Mark Paid' : form === 'return' ? 'Return' : 'Void'}
          className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
        >
          {form === 'pay' ? (
            <>
              <TextField
                label="Payment date"
                type="date"
                max={todayIso()}
                value={paidOn}
                onChange={(e) => setPaidOn(e.target.value)}
              />
              <TextField
                label="Payment reference"
                maxLength={200}
                hint="The check number or transfer reference."
                value={reference}
                onChange={(e) => setReference(e.target.value)}
              />
            </>
          ) : (
            <TextArea
              className="sm:col-span-2"
              label={form === 'return' ? 'Reason for returning it' : 'Reason for voiding it'}
              hint={
                form === 'return'
                  ? 'The contractor reads this; the invoice goes back to them as a draft.'
                  : 'Voiding releases its work to be invoiced again. The contractor reads this.'
              }
              rows={3}
              maxLength={2000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
          {missing ? (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {missing}
            </p>
          ) : null}
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {form === 'pay'
                ? 'Confirm Payment'
                : form === 'return'
                  ? 'Return Invoice'
                  : 'Void Invoice'}
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={() => setForm(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
