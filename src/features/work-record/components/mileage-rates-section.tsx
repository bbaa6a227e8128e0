// Settings: Mileage Rates (admins). The rate in force on a trip's date prices it; a
// change reaches only trips not yet on a submitted invoice (lines are snapshots).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { formatDate } from '@/lib/format';
import { errorText } from '@/lib/query-client';
import type { MileageRate } from '../api/mileage-api';
import { mileageRateLabel } from '../lib/mileage';
import { mileageRatesQuery } from '../api/queries';
import { useMileageAdmin } from '../stores/mileage-store';

const RATE_HINT = 'Cents a mile, with at most one decimal (the IRS 2026 rate is 72.5).';

function parseRate(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}(\.\d)?$/.test(t)) return null;
  const n = Number(t);
  return n <= 1000 ? n : null;
}

function RateForm({ rate, onDone }: { rate?: MileageRate; onDone(): void }) {
  const [from, setFrom] = useState(rate?.effective_from ?? '');
  const [cents, setCents] = useState(rate ? String(Number(rate.cents_per_mile)) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useMileageAdmin((s) => s.busy);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = parseRate(cents);
    const found = !from ? 'Enter the date the rate starts.' : value === null ? RATE_HINT : null;
    setProblem(found);
    if (found || value === null) return;
    const fields = { effective_from: from, cents_per_mile: value };
    if (await useMileageAdmin.getState().save(rate?.id ?? null, fields)) onDone();
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={rate ? 'Correct the rate' : 'Add a rate'}
      className="grid gap-3 sm:grid-cols-3"
    >
      <TextField
        label="In force from"
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        label="Cents a mile"
        inputMode="decimal"
        value={cents}
        hint={RATE_HINT}
        onChange={(e) => setCents(e.target.value)}
      />
      <div className="flex items-start gap-2 sm:pt-6">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {rate ? 'Save Rate' : 'Add Rate'}
        </button>
        {rate ? (
          <button type="button" className={buttonClass('ghost')} onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

export function MileageRatesSection() {
  const user = useCurrentUser();
  const manage = can(user, 'manageMileageRates');
  const read = useQuery({ ...mileageRatesQuery(), enabled: manage });
  const rates = read.data ?? [];
  const loadError = errorText(read.error);
  const error = useMileageAdmin((s) => s.error);
  const [editing, setEditing] = useState<number | null>(null);
  if (!manage) return null;

  return (
    <Card title="Mileage Rates" className="lg:col-span-2">
      <p className="text-sm text-slate-600">
        A trip is reimbursed at the rate in force on its date. Seeded with the IRS business standard
        rates; correct them here. Invoices already submitted keep the rate they were billed at.
      </p>
      <FormError message={loadError ?? error} />
      <ul className="mt-4 divide-y divide-slate-200">
        {rates.map((r) => (
          <li key={r.id} className="py-3">
            {editing === r.id ? (
              <RateForm rate={r} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-900">
                  From {formatDate(r.effective_from)}:{' '}
                  <strong>{mileageRateLabel(Number(r.cents_per_mile))}</strong>
                </span>
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={buttonClass('ghost')}
                    onClick={() => setEditing(r.id)}
                  >
                    Edit
                    <span className="sr-only"> the rate from {formatDate(r.effective_from)}</span>
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost')}
                    onClick={() => void useMileageAdmin.getState().remove(r.id)}
                  >
                    Delete
                    <span className="sr-only"> the rate from {formatDate(r.effective_from)}</span>
                  </button>
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold text-slate-900">Add a rate</h3>
      <div className="mt-2">
        <RateForm onDone={() => undefined} key={rates.length} />
      </div>
    </Card>
  );
}
