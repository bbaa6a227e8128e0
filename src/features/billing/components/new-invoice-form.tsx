// New Invoice: a period, then a draft of its unbilled work to review before submitting.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { paths } from '@/lib/paths';
import { startOfMonthIso, todayIso } from '@/lib/dates';
import { useInvoiceActions } from '../stores/invoices-store';

export function NewInvoiceForm() {
  const id = useId();
  const navigate = useNavigate();
  const [start, setStart] = useState(startOfMonthIso());
  const [end, setEnd] = useState(todayIso());
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useInvoiceActions((s) => s.busy);
  const error = useInvoiceActions((s) => s.error);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(
      !start || !end
        ? 'Choose both dates of the period.'
        : start > end
          ? 'The period starts after it ends.'
          : null,
    );
    if (!start || !end || start > end) return;
    const created = await useInvoiceActions.getState().create(start, end);
    if (created) void navigate(paths.dashboard.invoice(created));
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        New Invoice
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Gathers your submitted time, mileage and expenses in the period that are on no other
        invoice. You review the draft before submitting it.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <TextField
          label="Period start"
          type="date"
          max={todayIso()}
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <TextField
          label="Period end"
          type="date"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
        <div className="flex items-end">
          <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
            {busy ? 'Gathering...' : 'Review Invoice'}
          </button>
        </div>
      </div>
      <div className="mt-3">
        <FormError message={problem ?? error} />
      </div>
    </form>
  );
}
