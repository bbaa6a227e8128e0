// Admin 'Applications': both kinds in one list, newest first, paged on the
// server, filtered by status and kind, searched by name or email.
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useSearchParamsLatest } from '@/lib/use-search-params-latest';
import { useSearchBox } from '@/lib/use-search-box';
import { ClipboardList, Search } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { LINE_HEIGHT_CLASS } from '@/components/control-styles';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import { REVIEW_PAGE_SIZE, type ReviewFilters, type ReviewRow } from '../api/applications-api';
import { statusTone } from '../components/status-tone';
import { KIND_LABELS, STATUS_LABELS } from '../lib/options';
import { readReviewFilters, writeReviewFilters } from '../lib/review-filters';
import { formatDate } from '../lib/status';
import { reviewsQuery } from '../api/queries';

const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));

const COLUMNS: readonly Column<ReviewRow>[] = [
  {
    header: 'Applicant',
    cell: (r) => (
      <>
        <Link
          to={paths.dashboard.application(r.kind!, r.id!)}
          className="font-medium text-indigo-700 hover:underline"
        >
          {r.full_name}
        </Link>
        <div className="text-slate-600">{r.email}</div>
      </>
    ),
  },
  { header: 'Type', cell: (r) => KIND_LABELS[r.kind!] },
  {
    header: 'Status',
    cell: (r) => <Badge tone={statusTone(r.status!)}>{STATUS_LABELS[r.status!]}</Badge>,
  },
  { header: 'Submitted', cell: (r) => formatDate(r.created_at!) },
];

const NO_ROWS = { rows: [], total: 0 };

export function ApplicationsReviewPage() {
  const [params, setParams] = useSearchParamsLatest();
  const filters = readReviewFilters(params);
  const key = writeReviewFilters(filters).toString();
  const read = useQuery(reviewsQuery(readReviewFilters(new URLSearchParams(key))));
  const { rows, total } = read.data ?? NO_ROWS;
  const listLoading = read.isFetching;
  const listError = errorText(read.error);

  function update(change: Partial<ReviewFilters>, options?: { replace: boolean }) {
    setParams(
      (prev) => writeReviewFilters({ ...readReviewFilters(prev), page: 1, ...change }),
      options,
    );
  }
  const search = useSearchBox(filters.search, (text) =>
    update({ search: text }, { replace: true }),
  );
  function submitSearch(e: FormEvent) {
    e.preventDefault();
    search.submit();
  }

  const pages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  return (
    <>
      <PageHeader
        title="Applications"
        description="Review GAL and GAL Assistant applications, newest first."
      />
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <Select
          label="Status"
          className="w-40"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(e) => update({ status: (e.target.value || null) as ReviewFilters['status'] })}
        />
        <Select
          label="Application type"
          className="w-64"
          placeholder="All types"
          options={KIND_OPTIONS}
          value={filters.kind ?? ''}
          onChange={(e) => update({ kind: (e.target.value || null) as ReviewFilters['kind'] })}
        />
        <form role="search" onSubmit={submitSearch} className="flex flex-1 items-end gap-2">
          <TextField
            label="Search by name or email"
            type="search"
            className="min-w-48 flex-1"
            value={search.text}
            onChange={(e) => search.change(e.target.value)}
          />
          <button type="submit" className={buttonClass('secondary', LINE_HEIGHT_CLASS)}>
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
        </form>
      </div>

      <div className="mt-6">
        <FormError message={listError} />
        {listLoading && !rows.length ? <Spinner label="Loading applications" showLabel /> : null}
        {!listLoading && !listError && !rows.length ? (
          <EmptyState
            icon={ClipboardList}
            title="No applications match"
            text="Try another status, type or search."
          />
        ) : null}
        {rows.length ? (
          <DataTable
            variant="boxed"
            stackOnPhone
            caption={`Applications, newest first, page ${filters.page} of ${pages}`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => `${r.kind}-${r.id}`}
          />
        ) : null}
        {pages > 1 ? (
          <nav aria-label="Pages" className="mt-6 flex items-center gap-3">
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={filters.page <= 1}
              onClick={() => update({ page: filters.page - 1 })}
            >
              Previous
            </button>
            <span className="text-sm text-slate-700">
              Page {filters.page} of {pages} ({total} applications)
            </span>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={filters.page >= pages}
              onClick={() => update({ page: filters.page + 1 })}
            >
              Next
            </button>
          </nav>
        ) : null}
      </div>
    </>
  );
}
