// 'Case Management': one page of cases for the filters in the URL.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/lib/query-client';
import { useSearchParamsLatest } from '@/lib/use-search-params-latest';
import { useSearchBox } from '@/lib/use-search-box';
import { Plus } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { LINE_HEIGHT_CLASS } from '@/components/control-styles';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { EnrollPrompt } from '@/features/applications';
import { loadRequest, requestKeys } from '@/features/requests';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import { AcceptedElsewhereCard, CaseCard } from '../components/case-card';
import { STATUS_LABEL } from '../components/badges';
import { NewCaseForm } from '../components/new-case-form';
import { caseFromRequest } from '../lib/case-from-request';
import { Pager } from '@/components/pager';
import { ReadyPanel } from '../components/panels';
import {
  CASE_STATUSES,
  PAGE_SIZE,
  readCaseListFilters,
  writeCaseListFilters,
  type CaseStatus,
} from '../lib/filters';
import { caseListQuery } from '../api/queries';
import { useCasesStore } from '../stores/cases-store';
import { OfflineCaseList } from '../components/offline-cases';
import { rememberLoggableCases, useOnline } from '@/features/work-record';
import { isoDate } from '@/lib/dates';

export function CasesPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Case Management"
        description="Posted cases, their status and the time logged on them."
      />
      {can(user, 'viewCases') ? <CaseListOrOffline /> : <EnrollPrompt />}
    </>
  );
}

const NO_CASES = { cases: [], total: 0 };

/** With no network a contractor sees the cases this phone last saw, to log contacts on. */
function CaseListOrOffline() {
  const user = useCurrentUser();
  const online = useOnline();
  if (!online && user && can(user, 'logTime')) return <OfflineCaseList userId={user.id} />;
  return <CaseList />;
}

function CaseList() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParamsLatest();
  const filters = readCaseListFilters(params);
  const read = useQuery(caseListQuery(filters));
  const { cases, total } = read.data ?? NO_CASES;
  const loading = read.isFetching;
  const error = errorText(read.error);
  const accepting = useCasesStore((s) => s.accepting);
  const outcome = useCasesStore((s) => s.outcome);
  const { accept, create, forgetOutcome } = useCasesStore.getState();
  const [formOpen, setFormOpen] = useState(false);
  const key = params.toString();
  // "Create case from this request" lands here with ?fromRequest=<id>: New Case opens filled.
  const fromRequest = can(user, 'createCase') ? params.get('fromRequest') : null;
  const request = useQuery({
    queryKey: requestKeys.one(fromRequest ?? ''),
    queryFn: () => loadRequest(fromRequest!),
    enabled: fromRequest !== null,
    staleTime: 0,
  });
  const closeRequestForm = () =>
    setParams(
      (prev) => {
        prev.delete('fromRequest');
        return prev;
      },
      { replace: true },
    );

  useEffect(() => forgetOutcome(), [key, forgetOutcome]);
  // The cases a contractor may log on, as this read showed them, stay on the phone for
  // logging offline: titles and counties only.
  const userId = user?.id;
  const logs = !!user && can(user, 'logTime');
  useEffect(() => {
    if (!read.data || !userId || !logs) return;
    const shown = read.data.cases;
    const loggable = shown
      .filter((c) => can(user, 'logContact', c))
      .map((c) => ({
        id: c.id,
        title: c.title,
        county: c.county,
        created: isoDate(new Date(c.created_at)),
      }));
    void rememberLoggableCases(
      userId,
      loggable,
      shown.map((c) => c.id),
    ).catch(() => undefined);
  }, [read.data, userId, logs, user]);

  const update = (next: Partial<typeof filters>, options?: { replace: boolean }) =>
    setParams(
      (prev) => writeCaseListFilters({ ...readCaseListFilters(prev), page: 1, ...next }),
      options,
    );
  // Typing replaces the history entry: Back leaves the search, not each letter of it.
  const search = useSearchBox(filters.search, (text) =>
    update({ search: text }, { replace: true }),
  );
  const filtered = filters.status !== null || filters.search !== '';
  // A case whose accept was just told stays in its place even when the reload dropped it.
  const gone = outcome && !cases.some((c) => c.id === outcome.item.id) ? outcome : null;
  const rows = cases.map((c) => (
    <CaseCard
      key={c.id}
      item={c}
      accepting={accepting === c.id}
      note={outcome?.item.id === c.id ? outcome : undefined}
      onAccept={can(user, 'acceptCase', c) ? () => void accept(c, cases.indexOf(c)) : undefined}
    />
  ));
  if (gone) {
    rows.splice(
      Math.min(gone.index, rows.length),
      0,
      <AcceptedElsewhereCard key={gone.item.id} item={gone.item} note={gone} />,
    );
  }

  return (
    <>
      {fromRequest && user ? (
        request.data ? (
          <NewCaseForm
            key={request.data.id}
            initial={caseFromRequest(request.data)}
            fromRequestOf={request.data.name}
            onCancel={closeRequestForm}
            onSubmit={async (input) => {
              const row = await create(input, user.id);
              void navigate(paths.dashboard.case(row.id));
            }}
          />
        ) : request.error ? (
          <div className="mt-4">
            <FormError message={errorText(request.error)} />
          </div>
        ) : (
          <div className="mt-4">
            <Spinner label="Loading the request" showLabel />
          </div>
        )
      ) : null}
      {can(user, 'createCase') && !formOpen && !fromRequest ? (
        <div className="mt-4">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setFormOpen(true)}
          >
            <Plus aria-hidden="true" className="size-4" />
            New Case
          </button>
        </div>
      ) : null}
      {formOpen && user ? (
        <NewCaseForm
          onCancel={() => setFormOpen(false)}
          onSubmit={async (input) => {
            const row = await create(input, user.id);
            setFormOpen(false);
            void navigate(paths.dashboard.case(row.id));
          }}
        />
      ) : null}

      <form
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          search.submit();
        }}
      >
        <Select
          label="Status"
          placeholder="All statuses"
          value={filters.status ?? ''}
          options={CASE_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
          onChange={(e) => update({ status: (e.target.value || null) as CaseStatus | null })}
        />
        <TextField
          label="Search"
          type="search"
          value={search.text}
          onChange={(e) => search.change(e.target.value)}
        />
        <button type="submit" className={buttonClass('secondary', LINE_HEIGHT_CLASS)}>
          Search
        </button>
      </form>

      <div className="mt-4">
        <FormError message={error} />
      </div>
      {loading && !cases.length ? <p className="mt-6 text-slate-600">Loading cases...</p> : null}
      {!loading && !error && !rows.length ? (
        can(user, 'acceptCase') && !filtered ? (
          <ReadyPanel />
        ) : (
          <p className="mt-6 text-slate-600">No cases match these filters.</p>
        )
      ) : null}
      {rows.length ? (
        <ul className="mt-6 grid gap-4" aria-busy={loading}>
          {rows}
        </ul>
      ) : null}
      <Pager
        page={filters.page}
        total={total}
        pageSize={PAGE_SIZE}
        onPage={(page) => update({ page })}
      />
    </>
  );
}
