// One contractor for an admin: figures, cases, recent entries, billing rate
// (future entries only), deactivation and resetting a lost second factor.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { CaseStatusBadge } from '@/components/case-status-badge';
import { DataTable, type Column } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { UserAvatar } from '@/features/profile';
import { formatRate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import { checkRate } from '@/lib/rates';
import type { ContractorEntry } from '../api/contractors-api';
import { SecondFactorReset } from '../components/second-factor-reset';
import { StandingBadge } from '../components/standing-badge';
import { day, hours, money } from '../lib/format';
import { contractorQuery } from '../api/queries';
import { useContractorsStore } from '../stores/contractors-store';

const ENTRY_COLUMNS: readonly Column<ContractorEntry>[] = [
  { header: 'Date', cell: (t) => day(t.date) },
  { header: 'Case', cell: (t) => t.case?.title },
  { header: 'Description', cell: (t) => t.description },
  { header: 'Hours', numeric: true, cell: (t) => hours(t.hours) },
  { header: 'Rate', numeric: true, cell: (t) => money(t.hourly_rate) },
];

/** Sections owned by higher features (eligibility) arrive as children, like Settings'. */
export function ContractorDetailPage({ children }: { children?: ReactNode }) {
  const { id = '' } = useParams();
  const read = useQuery(contractorQuery(id));
  const detail = read.data ?? null;
  const detailError = errorText(read.error);
  const busy = useContractorsStore((s) => s.busy);
  const actionError = useContractorsStore((s) => s.actionError);
  const { setBillingRate, setActive } = useContractorsStore.getState();
  const [rate, setRate] = useState('');
  const [rateError, setRateError] = useState<string | null>(null);
  const [rateSet, setRateSet] = useState<number | null>(null);
  const [confirm, setConfirm] = useState(false);

  const back = (
    <Link to={paths.dashboard.contractors} className={buttonClass('ghost', '-ml-3')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Contractors
    </Link>
  );
  if (detailError)
    return (
      <>
        {back}
        <FormError message={detailError} />
      </>
    );
  if (!detail)
    return (
      <>
        {back}
        <Spinner label="Loading contractor" className="mt-6" />
      </>
    );
  const c = detail.contractor;
  if (!c)
    return (
      <>
        {back}
        <p className="mt-6">No contractor with this id.</p>
      </>
    );

  return (
    <>
      {back}
      <header className="mt-4 flex items-center gap-4">
        <UserAvatar url={c.avatar_url} name={c.full_name} size="lg" />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{c.full_name}</h1>
          <p className="text-slate-600">{c.email}</p>
          <div className="flex flex-wrap items-start gap-2">
            {c.deactivated_at ? (
              <Badge tone="warning">Deactivated</Badge>
            ) : (
              <Badge tone="success">Active</Badge>
            )}
            <StandingBadge row={c} />
          </div>
          <Link
            to={paths.dashboard.activityOf({ person: c.id })}
            className="mt-1 inline-block text-sm font-medium text-indigo-700 hover:underline"
          >
            Activity by or about {c.full_name}
          </Link>
        </div>
      </header>

      <dl className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {[
          ['Asking rate', money(c.asking_rate)],
          ['Billing rate', money(c.billing_rate)],
          ['Active cases', String(c.active_cases)],
          ['Hours this month', hours(c.hours_this_month)],
          ['Last entry', day(c.last_entry_date)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card title="Billing rate">
          <form
            className="flex flex-wrap items-end gap-3"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const checked = checkRate(rate, 'Billing rate');
              setRateError(checked.ok ? null : checked.error);
              setRateSet(null);
              if (!checked.ok) return;
              void setBillingRate(c.id, checked.value).then((ok) => {
                if (!ok) return;
                setRate('');
                setRateSet(checked.value);
              });
            }}
          >
            <TextField
              label="New billing rate (USD/hour)"
              hint="Applies to time logged from now on; past entries keep their rate."
              type="number"
              min={0}
              max={1000}
              step={0.01}
              value={rate}
              error={rateError}
              onChange={(e) => setRate(e.target.value)}
            />
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              Set Billing Rate
            </button>
          </form>
          {rateSet !== null ? (
            <p role="status" className="mt-3 text-sm text-green-800">
              Billing rate set to {formatRate(rateSet)} for time logged from now on.
            </p>
          ) : null}
        </Card>
        <Card title="Status">
          <p className="mb-3 text-slate-700">
            {c.deactivated_at
              ? 'Deactivated: takes no new cases. Their history is kept.'
              : 'Active: can accept and be assigned cases.'}
          </p>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={busy}
            onClick={() => (c.deactivated_at ? void setActive(c.id, true) : setConfirm(true))}
          >
            {c.deactivated_at ? 'Reactivate Contractor' : 'Deactivate Contractor'}
          </button>
        </Card>
        <SecondFactorReset id={c.id} name={c.full_name} />
      </div>
      <FormError message={actionError} />
      {children}

      <Card title="Cases" className="mt-6">
        {detail.cases.length === 0 ? (
          <p className="text-slate-600">No cases yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {detail.cases.map((k) => (
              <li key={k.id} className="flex items-center justify-between gap-2 py-2">
                <Link to={paths.dashboard.case(k.id)} className="text-indigo-800 hover:underline">
                  {k.title}
                </Link>
                <CaseStatusBadge status={k.status} />
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Recent time entries" className="mt-6">
        {detail.entries.length === 0 ? (
          <p className="text-slate-600">No time logged yet.</p>
        ) : (
          <DataTable
            stackOnPhone
            caption={`Recent time entries of ${c.full_name}`}
            columns={ENTRY_COLUMNS}
            rows={detail.entries}
            rowKey={(t) => t.id}
          />
        )}
      </Card>

      <Dialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={`Deactivate ${c.full_name}?`}
        description="They will not be able to accept or be assigned new cases. Their cases, time entries and messages are kept."
        footer={
          <>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setConfirm(false)}
            >
              Cancel
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => {
                setConfirm(false);
                void setActive(c.id, false);
              }}
            >
              Deactivate
            </button>
          </>
        }
      >
        <p className="text-slate-700">You can reactivate them later.</p>
      </Dialog>
    </>
  );
}
