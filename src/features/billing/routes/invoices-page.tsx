// Invoices. A contractor sees SPEC's per-case view as the unbilled work, New Invoice,
// and their stored invoices; an admin sees the queue of contractors' invoices by
// status. Amounts are integer cents; the PDF and CSV use the same figures.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { errorText } from '@/lib/query-client';
import { INVOICE_PAGE_SIZE, type InvoiceStatus } from '../api/invoices-api';
import { InvoiceList } from '../components/invoice-list';
import { NewInvoiceForm } from '../components/new-invoice-form';
import { Pager } from '@/components/pager';
import { UnbilledCaseCard } from '../components/unbilled-work';
import { todayIso } from '@/lib/dates';
import { buildStatement } from '../lib/statement';
import { INVOICE_STATUSES, STATUS_LABELS } from '../lib/stored-invoice';
import { groupByCase, unbilledEntriesQuery, type TimeEntry } from '@/features/work-record';
import { invoiceListQuery } from '../api/queries';
import { useInvoiceActions } from '../stores/invoices-store';

export function InvoicesPage() {
  const user = useCurrentUser();
  const review = can(user, 'reviewInvoices');
  useEffect(() => useInvoiceActions.getState().clear(), []);
  return review ? <InvoiceQueue /> : <ContractorInvoices />;
}

const NO_INVOICES = { invoices: [], total: 0 };

function StoredInvoices({
  status,
  showContractor,
}: {
  status: InvoiceStatus | null;
  showContractor: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const read = useQuery(invoiceListQuery(status, page));
  const { invoices, total } = read.data ?? NO_INVOICES;
  const loading = read.isFetching;
  const error = errorText(read.error);
  const onPage = (next: number) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next > 1) out.set('page', String(next));
      else out.delete('page');
      return out;
    });
  if (error) return <FormError message={error} />;
  if (loading && !invoices.length) return <Spinner label="Loading invoices" />;
  if (!invoices.length && page > 1) {
    // Past the end (a total above 1,000 is the planner's estimate, or invoices went away).
    return (
      <div>
        <p className="text-slate-600">No invoices on this page.</p>
        <Pager page={page} total={total} pageSize={INVOICE_PAGE_SIZE} onPage={onPage} />
      </div>
    );
  }
  if (!invoices.length) {
    return (
      <EmptyState
        icon={Receipt}
        headingLevel={3}
        title={status ? `No ${STATUS_LABELS[status].toLowerCase()} invoices` : 'No invoices yet'}
        text={
          showContractor
            ? 'Invoices contractors submit appear here.'
            : 'Invoices you create appear here.'
        }
      />
    );
  }
  return (
    <div aria-busy={loading || undefined}>
      <InvoiceList invoices={invoices} showContractor={showContractor} />
      <Pager page={page} total={total} pageSize={INVOICE_PAGE_SIZE} onPage={onPage} />
    </div>
  );
}

const NO_ENTRIES: TimeEntry[] = [];

function ContractorInvoices() {
  const user = useCurrentUser();
  const read = useQuery(unbilledEntriesQuery());
  const entries = read.data ?? NO_ENTRIES;
  const loading = read.isPending;
  const error = errorText(read.error);

  const today = todayIso();
  const contractor = { name: user?.full_name ?? '', email: user?.email ?? '' };
  const unbilled = groupByCase(entries, (e) => e.case?.title ?? 'Case').groups.map((g) =>
    buildStatement({
      caseId: g.caseId,
      caseTitle: g.title,
      contractor,
      entries: g.entries.map((e) => ({ ...e, proBono: e.case?.type === 'pro_bono' })),
      issueDate: today,
    }),
  );

  return (
    <>
      <PageHeader
        title="Invoices"
        description="Your unbilled work per case, new invoices for a period, and the invoices you submitted."
      />
      <section aria-labelledby="unbilled-heading" className="mt-6">
        <h2 id="unbilled-heading" className="text-xl font-semibold text-slate-900">
          Unbilled work
        </h2>
        <FormError message={error} />
        {loading && !entries.length ? (
          <Spinner label="Loading unbilled work" className="mt-2" />
        ) : null}
        {!loading && !error && !unbilled.length ? (
          <p className="mt-2 text-slate-600">All your logged time is on an invoice.</p>
        ) : null}
        <div className="mt-3 grid gap-6">
          {unbilled.map((statement) => (
            <UnbilledCaseCard key={statement.caseId} statement={statement} />
          ))}
        </div>
      </section>
      {can(user, 'prepareInvoices') ? (
        <div className="mt-8">
          <NewInvoiceForm />
        </div>
      ) : null}
      <section aria-labelledby="stored-heading" className="mt-8">
        <h2 id="stored-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Your invoices
        </h2>
        <StoredInvoices status={null} showContractor={false} />
      </section>
    </>
  );
}

const QUEUE_DEFAULT: InvoiceStatus = 'submitted';

function InvoiceQueue() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: InvoiceStatus | null =
    asked === 'all'
      ? null
      : (INVOICE_STATUSES as readonly string[]).includes(asked ?? '')
        ? (asked as InvoiceStatus)
        : QUEUE_DEFAULT;
  const tabs: { value: InvoiceStatus | null; label: string }[] = [
    ...(['submitted', 'approved', 'paid', 'draft', 'void'] as const).map((s) => ({
      value: s,
      label: STATUS_LABELS[s],
    })),
    { value: null, label: 'All' },
  ];
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Contractors' invoices by status: approve, return, mark paid or void them."
      />
      <div role="group" aria-label="Status" className="mt-6 flex flex-wrap gap-2">
        {tabs.map((t) => (
          <button
            key={t.label}
            type="button"
            aria-pressed={status === t.value}
            onClick={() => setParams(t.value === QUEUE_DEFAULT ? {} : { status: t.value ?? 'all' })}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset ${
              status === t.value
                ? 'bg-indigo-700 text-white ring-indigo-700'
                : 'bg-white text-slate-800 ring-slate-300'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section aria-label={`${status ? STATUS_LABELS[status] : 'All'} invoices`} className="mt-4">
        <StoredInvoices status={status} showContractor />
      </section>
    </>
  );
}
