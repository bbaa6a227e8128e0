// The admins' Contractors directory: search, sort and server-side paging.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { ELIGIBILITY_LABEL } from '@/content/eligibility';
import { UserAvatar } from '@/features/profile';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import { useSearchBox } from '@/lib/use-search-box';
import type { ContractorRow, SortKey } from '../api/contractors-api';
import { StandingBadge } from '../components/standing-badge';
import { day, hours, money } from '../lib/format';
import { plural } from '@/lib/format';
import { directoryQuery } from '../api/queries';
import { useContractorsStore } from '../stores/contractors-store';

const COLUMNS: readonly Column<ContractorRow>[] = [
  {
    header: 'Contractor',
    cell: (c) => (
      <div className="flex items-center gap-3">
        <UserAvatar url={c.avatar_url} name={c.full_name} />
        <div>
          <Link
            to={paths.dashboard.contractor(c.id)}
            className="font-semibold text-indigo-800 underline-offset-2 hover:underline"
          >
            {c.full_name}
          </Link>
          <p className="text-slate-600">{c.email}</p>
          {c.deactivated_at ? <Badge tone="warning">Deactivated</Badge> : null}
        </div>
      </div>
    ),
  },
  { header: 'Asking rate', numeric: true, cell: (c) => money(c.asking_rate) },
  { header: 'Billing rate', numeric: true, cell: (c) => money(c.billing_rate) },
  { header: 'Active cases', numeric: true, cell: (c) => c.active_cases },
  { header: 'Hours this month', numeric: true, cell: (c) => hours(c.hours_this_month) },
  { header: 'Last entry', cell: (c) => day(c.last_entry_date) },
  { header: 'Standing', cell: (c) => <StandingBadge row={c} /> },
  {
    header: 'Eligibility',
    cell: (c) => (c.eligibility_path ? ELIGIBILITY_LABEL[c.eligibility_path] : 'None recorded'),
  },
];

const SORTS: { value: SortKey; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'asking_rate', label: 'Asking rate' },
  { value: 'billing_rate', label: 'Billing rate' },
  { value: 'active_cases', label: 'Active cases' },
  { value: 'hours_this_month', label: 'Hours this month' },
  { value: 'last_entry_date', label: 'Last entry' },
  { value: 'good_standing', label: 'Standing' },
];

const NONE = { rows: [], total: 0 };

export function ContractorsPage() {
  const query = useContractorsStore((s) => s.query);
  const search = useContractorsStore((s) => s.search);
  const read = useQuery(directoryQuery(query));
  const { rows, total } = read.data ?? NONE;
  const loading = read.isFetching;
  const error = errorText(read.error);
  const text = useSearchBox(query.search, (search) =>
    useContractorsStore.getState().search({ search }),
  );
  const pages = Math.max(1, Math.ceil(total / query.pageSize));

  return (
    <>
      <PageHeader
        title="Contractors"
        description="Every GAL contractor with their rates, workload and latest time entry."
      />
      <div className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <TextField
          label="Search"
          type="search"
          placeholder="Name or email"
          value={text.text}
          onChange={(e) => text.change(e.target.value)}
        />
        <Select
          label="Sort by"
          options={SORTS}
          value={query.sortBy}
          onChange={(e) => search({ sortBy: e.target.value as SortKey })}
        />
        <Select
          label="Order"
          options={[
            { value: 'asc', label: 'Ascending' },
            { value: 'desc', label: 'Descending' },
          ]}
          value={query.sortDesc ? 'desc' : 'asc'}
          onChange={(e) => search({ sortDesc: e.target.value === 'desc' })}
        />
      </div>
      <FormError message={error} />
      {loading && rows.length === 0 ? (
        <Spinner label="Loading contractors" className="mt-6" />
      ) : rows.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={Users} title="No contractors found" />
        </div>
      ) : (
        <div className="mt-6">
          <DataTable
            variant="boxed"
            stackOnPhone
            caption={`Contractors, page ${query.page} of ${pages}`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(c) => c.id}
          />
        </div>
      )}
      <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          {plural(total, 'contractor', 'contractors')} · page {query.page} of {pages}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={query.page <= 1 || loading}
            onClick={() => search({ page: query.page - 1 })}
          >
            Previous
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={query.page >= pages || loading}
            onClick={() => search({ page: query.page + 1 })}
          >
            Next
          </button>
        </div>
      </nav>
    </>
  );
}
