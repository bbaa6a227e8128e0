// Screening and credentials. Profile: the contractor's own, what lapses next first, a
// lapsed one in red (it stops new cases). A contractor's page: the admin records the
// screening date, Florida Bar number and status and certification expiry. The directory:
// the credentials lapsing next across contractors.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { Select } from '@/components/select';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { messageOf } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { errorText, queryClient } from '@/lib/query-client';
import {
  getCredentials,
  listCredentialExpiries,
  saveCredentials,
  type CredentialExpiry,
  type CredentialFields,
} from '../api/credentials-api';
import { complianceKeys } from '../api/keys';

const BAR_STATUSES = ['active', 'inactive', 'suspended', 'delinquent', 'retired'].map((s) => ({
  value: s,
  label: s.charAt(0).toUpperCase() + s.slice(1),
}));

/** 'Lapsed on Nov 2, 2026', 'Lapses Dec 19, 2026', or 'Current' (an active Bar). */
export function expiryText(e: CredentialExpiry): string {
  if (e.credential === 'florida_bar') return e.lapsed ? 'Not active: stops new cases' : 'Active';
  if (!e.expires_on) return 'Current';
  return e.lapsed ? `Lapsed on ${formatDate(e.expires_on)}` : `Lapses ${formatDate(e.expires_on)}`;
}

const expiriesQuery = (userId: string) => ({
  queryKey: complianceKeys.expiries(userId),
  queryFn: listCredentialExpiries,
});

function ExpiryList({ items }: { items: CredentialExpiry[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((e) => (
        <li
          key={`${e.user_id}-${e.credential}`}
          className="flex flex-wrap justify-between gap-2 py-2"
        >
          <span className="text-slate-900">{e.label}</span>
          <span className={`text-sm font-medium ${e.lapsed ? 'text-red-700' : 'text-slate-700'}`}>
            {expiryText(e)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Profile: a contractor's own credentials, what lapses next first. */
export function CredentialsSection() {
  const user = useCurrentUser();
  const mine = !!user && can(user, 'logTime');
  const read = useQuery({ ...expiriesQuery(user?.id ?? ''), enabled: mine });
  if (!mine) return null;
  const items = read.data ?? [];
  const next = items.find((e) => e.expires_on && !e.lapsed && e.credential !== 'florida_bar');
  return (
    <Card title="Screening and Credentials" className="mt-8">
      <FormError message={errorText(read.error)} />
      {read.isPending ? (
        <Spinner label="Loading credentials" />
      ) : items.length ? (
        <>
          {next ? (
            <p className="mb-2 text-slate-800">
              Next to lapse: {next.label} on {formatDate(next.expires_on!)}.
            </p>
          ) : null}
          <ExpiryList items={items} />
        </>
      ) : (
        <p className="text-slate-600">The program has not recorded your screening yet.</p>
      )}
    </Card>
  );
}

/** The admin's directory: credentials lapsing next (or lapsed), across contractors. */
export function CredentialsLapsingNext() {
  const user = useCurrentUser();
  const read = useQuery({ ...expiriesQuery(user?.id ?? ''), enabled: !!user });
  const items = (read.data ?? []).filter((e) => e.expires_on).slice(0, 8);
  return (
    <Card title="Credentials Lapsing Next" className="mt-6">
      <FormError message={errorText(read.error)} />
      {read.isPending ? (
        <Spinner label="Loading credentials" />
      ) : items.length ? (
        <ul className="divide-y divide-slate-100">
          {items.map((e) => (
            <li
              key={`${e.user_id}-${e.credential}`}
              className="flex flex-wrap justify-between gap-2 py-2"
            >
              <Link
                to={paths.dashboard.contractor(e.user_id)}
                className="font-medium text-indigo-800 hover:underline"
              >
                {e.full_name ?? 'Contractor'}
              </Link>
              <span
                className={`text-sm ${e.lapsed ? 'font-medium text-red-700' : 'text-slate-700'}`}
              >
                {e.label}: {expiryText(e)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No recorded credential lapses.</p>
      )}
    </Card>
  );
}

const EMPTY: CredentialFields = {
  screened_on: null,
  bar_number: null,
  bar_status: null,
  certification_expires_on: null,
};

/** A contractor's page: the admin records the credentials; each lapse day shows beneath. */
export function ContractorCredentials() {
  const { id = '' } = useParams();
  const read = useQuery({
    queryKey: complianceKeys.credentials(id),
    queryFn: () => getCredentials(id),
  });
  const user = useCurrentUser();
  const expiries = useQuery({ ...expiriesQuery(user?.id ?? ''), enabled: !!user });
  const [draft, setDraft] = useState<CredentialFields | null>(null);
  const form = draft ?? (read.data ? { ...EMPTY, ...pick(read.data) } : EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CredentialFields>) => setDraft({ ...form, ...patch });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const number = form.bar_number?.trim() || null;
      await saveCredentials(id, {
        screened_on: form.screened_on || null,
        bar_number: number,
        bar_status: number ? (form.bar_status ?? 'active') : null,
        certification_expires_on: form.certification_expires_on || null,
      });
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
      setDraft(null);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Screening and Credentials" className="mt-8">
      {read.isPending ? <Spinner label="Loading credentials" /> : null}
      <ExpiryList items={(expiries.data ?? []).filter((x) => x.user_id === id)} />
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        <TextField
          label="Background screening date"
          type="date"
          value={form.screened_on ?? ''}
          onChange={(e) => set({ screened_on: e.target.value })}
        />
        <TextField
          label="Certification expires"
          type="date"
          value={form.certification_expires_on ?? ''}
          onChange={(e) => set({ certification_expires_on: e.target.value })}
        />
        <TextField
          label="Florida Bar number"
          inputMode="numeric"
          maxLength={10}
          value={form.bar_number ?? ''}
          onChange={(e) => set({ bar_number: e.target.value })}
        />
        <Select
          label="Florida Bar status"
          placeholder="Not an attorney"
          options={BAR_STATUSES}
          value={form.bar_status ?? ''}
          onChange={(e) => set({ bar_status: e.target.value || null })}
        />
        <div className="sm:col-span-2">
          <FormError message={error ?? errorText(read.error)} />
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy ? 'Saving...' : 'Save Credentials'}
          </button>
        </div>
      </form>
    </Card>
  );
}

function pick(r: CredentialFields): CredentialFields {
  return {
    screened_on: r.screened_on,
    bar_number: r.bar_number,
    bar_status: r.bar_status,
    certification_expires_on: r.certification_expires_on,
  };
}
