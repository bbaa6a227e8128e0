// Opportunities, as the specification describes it: tabs 'Paid Opportunities' and 'New Beginnings'
// (pro bono), location and case type filters kept in the URL, real open cases.
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/lib/query-client';
import { useSearchParamsLatest } from '@/lib/use-search-params-latest';
import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { buttonClass } from '@/components/button-styles';
import { countyLabel } from '@/content/florida';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import type { Opportunity } from '../api/opportunities-api';
import { AcceptBlocker } from '../components/accept-blocker';
import { AbuseAllegationBadge, UrgencyBadge } from '../components/badges';
import { Pager } from '@/components/pager';
import { formatDate } from '@/lib/format';
import {
  CASE_CATEGORIES,
  OPPORTUNITY_COUNTIES,
  PAGE_SIZE,
  readOpportunityFilters,
  writeOpportunityFilters,
  type CaseType,
  type OpportunityFilters,
} from '../lib/filters';
import { opportunitiesQuery } from '../api/queries';

const TABS: { type: CaseType; label: string }[] = [
  { type: 'paid', label: 'Paid Opportunities' },
  { type: 'pro_bono', label: 'New Beginnings' },
];

const NO_ITEMS = { items: [], total: 0 };

export function OpportunitiesPage() {
  const user = useCurrentUser();
  const redacted = !can(user, 'viewCases');
  const [params, setParams] = useSearchParamsLatest();
  const filters = readOpportunityFilters(params);
  const read = useQuery(opportunitiesQuery(filters, redacted));
  const { items, total } = read.data ?? NO_ITEMS;
  const loading = read.isFetching;
  const error = errorText(read.error);
  // A reason that holds for every case (the contractor's standing) is said once, above.
  const shared =
    items.length > 1 && items.every((i) => i.accept_blocker === items[0]?.accept_blocker)
      ? (items[0]?.accept_blocker ?? null)
      : null;

  const update = (next: Partial<OpportunityFilters>) =>
    setParams((prev) =>
      writeOpportunityFilters({ ...readOpportunityFilters(prev), page: 1, ...next }),
    );
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = TABS.find((t) => t.type !== filters.tab)!;
    update({ tab: next.type });
    document.getElementById(`tab-${next.type}`)?.focus();
  };

  return (
    <>
      <PageHeader
        title="Opportunities"
        description="Paid assignments and pro bono New Beginnings cases across Florida."
      />
      <div
        role="tablist"
        aria-label="Opportunity type"
        className="mt-6 flex gap-2 border-b border-slate-200"
      >
        {TABS.map((t) => (
          <button
            key={t.type}
            id={`tab-${t.type}`}
            type="button"
            role="tab"
            aria-selected={filters.tab === t.type}
            aria-controls="opportunities-panel"
            tabIndex={filters.tab === t.type ? 0 : -1}
            onKeyDown={onTabKey}
            onClick={() => update({ tab: t.type })}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              filters.tab === t.type
                ? 'border-indigo-700 text-indigo-800'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="opportunities-panel" role="tabpanel" aria-labelledby={`tab-${filters.tab}`}>
        {filters.tab === 'pro_bono' ? (
          <p className="mt-4 text-slate-700">
            New Beginnings cases are pro bono, with mentorship from an experienced GAL.
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <Select
            label="Location"
            placeholder="All Counties"
            value={filters.county ?? ''}
            hint="All 67 Florida counties"
            options={OPPORTUNITY_COUNTIES.map((c) => ({ value: c, label: countyLabel(c) }))}
            onChange={(e) => update({ county: e.target.value || null })}
          />
          <Select
            label="Case type"
            placeholder="All Case Types"
            value={filters.category ?? ''}
            options={CASE_CATEGORIES.map((c) => ({ value: c, label: c }))}
            onChange={(e) =>
              update({ category: (e.target.value || null) as OpportunityFilters['category'] })
            }
          />
        </div>
        <div className="mt-4">
          <FormError message={error} />
        </div>
        {!loading && !error && !items.length ? (
          <div className="mt-6">
            <EmptyState
              icon={SearchX}
              title="No opportunities match these filters."
              text="Try another county or case type, or check back soon."
            />
          </div>
        ) : null}
        {shared ? <AcceptBlocker reason={shared} many className="mt-6" /> : null}
        <ul className="mt-6 grid gap-4" aria-busy={loading}>
          {items.map((o) => (
            <OpportunityCard
              key={o.id}
              item={shared ? { ...o, accept_blocker: null } : o}
              redacted={redacted}
            />
          ))}
        </ul>
        <Pager
          page={filters.page}
          total={total}
          pageSize={PAGE_SIZE}
          onPage={(page) => update({ page })}
        />
      </div>
    </>
  );
}

function OpportunityCard({ item, redacted }: { item: Opportunity; redacted: boolean }) {
  const titleId = `opp-${item.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {item.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <UrgencyBadge urgency={item.urgency} />
          {item.abuse_allegation ? <AbuseAllegationBadge /> : null}
        </div>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Location</dt>
          <dd className="text-slate-900">{item.county ? countyLabel(item.county) : 'Florida'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Case type</dt>
          <dd className="text-slate-900">{item.category}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Posted</dt>
          <dd className="text-slate-900">{formatDate(item.created_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Compensation</dt>
          <dd className="text-slate-900">
            {item.type === 'pro_bono' ? 'Pro Bono' : (item.compensation ?? 'Paid')}
          </dd>
        </div>
      </dl>
      {item.description ? (
        <p className="mt-3 line-clamp-3 text-slate-700">{item.description}</p>
      ) : null}
      {item.type === 'pro_bono' ? (
        <p className="mt-2 text-sm text-indigo-800">
          Mentorship available from an experienced GAL.
        </p>
      ) : null}
      {item.accept_blocker ? <AcceptBlocker reason={item.accept_blocker} className="mt-4" /> : null}
      <div className="mt-4">
        {redacted ? (
          <Link
            to={paths.dashboard.enroll}
            className={buttonClass('secondary')}
            aria-describedby={titleId}
          >
            Enroll to view details
          </Link>
        ) : (
          <Link
            to={paths.dashboard.case(item.id)}
            className={buttonClass('secondary')}
            aria-describedby={titleId}
          >
            View Details
          </Link>
        )}
      </div>
    </li>
  );
}
