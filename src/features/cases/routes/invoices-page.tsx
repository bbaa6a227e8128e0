// Invoices (SPEC 2): one per case with entries. Amounts are integer cents from
// each entry's snapshotted rate; the PDF and CSV use the same Invoice object.
import { useEffect } from 'react';
import { Download, FileText, Receipt } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { buttonClass } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/profile';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate, formatHours, formatUsd, plural } from '@/lib/format';
import { todayIso } from '../lib/dates';
import { saveFile } from '../lib/download';
import { buildInvoice, invoiceFileName, type Invoice, type InvoiceLine } from '../lib/invoice';
import { groupByCase } from '../lib/time-tracking';
import { useInvoiceEntries } from '../stores/entries-store';

const LINE_COLUMNS: readonly Column<InvoiceLine>[] = [
  { header: 'Date', cell: (l) => <span className="whitespace-nowrap">{formatDate(l.date)}</span> },
  { header: 'Description', cell: (l) => l.description },
  { header: 'Hours', numeric: true, cell: (l) => formatHours(l.hours) },
  {
    header: 'Rate',
    numeric: true,
    cell: (l) => (l.rateCents === null ? 'Not set' : `${formatUsd(l.rateCents)}/h`),
  },
  { header: 'Amount', numeric: true, cell: (l) => formatUsd(l.amountCents) },
];

async function downloadPdf(invoice: Invoice) {
  // jsPDF loads only now, never with the route.
  const { invoicePdf } = await import('../lib/invoice-pdf');
  saveFile(invoicePdf(invoice), invoiceFileName(invoice, 'pdf'));
}

async function downloadCsv(invoice: Invoice) {
  const { invoiceCsv } = await import('../lib/invoice-csv');
  saveFile(new Blob([invoiceCsv(invoice)], { type: 'text/csv' }), invoiceFileName(invoice, 'csv'));
}

export function InvoicesPage() {
  const user = useCurrentUser();
  const { entries, loading, error, load } = useInvoiceEntries(
    useShallow((s) => ({ entries: s.data, loading: s.loading, error: s.error, load: s.load })),
  );
  useEffect(() => {
    void load();
  }, [load]);

  const today = todayIso();
  const contractor = { name: user?.full_name ?? '', email: user?.email ?? '' };
  const invoices = groupByCase(entries, (e) => e.case?.title ?? 'Case').groups.map((g) =>
    buildInvoice({
      caseId: g.caseId,
      caseTitle: g.title,
      contractor,
      entries: g.entries,
      issueDate: today,
    }),
  );

  return (
    <>
      <PageHeader title="Invoices" description="Hours and totals per case, ready for billing." />
      <div className="mt-4">
        <FormError message={error} />
      </div>
      {!loading && !error && !invoices.length ? (
        <div className="mt-6">
          <EmptyState
            icon={Receipt}
            title="Nothing to invoice yet"
            text="Invoices appear here for each case you log time on."
          />
        </div>
      ) : null}
      <div className="mt-6 grid gap-6">
        {invoices.map((inv) => (
          <InvoiceCard key={inv.caseId} invoice={inv} />
        ))}
      </div>
    </>
  );
}

function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const headingId = `inv-${invoice.caseId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {invoice.caseTitle}
          </h2>
          <p className="text-sm text-slate-600">
            {invoice.number} · {formatDate(invoice.period.from)} to {formatDate(invoice.period.to)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary')}
            aria-describedby={headingId}
            onClick={() => void downloadPdf(invoice)}
          >
            <FileText aria-hidden="true" className="size-4" />
            Download Invoice
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-describedby={headingId}
            onClick={() => void downloadCsv(invoice)}
          >
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </button>
        </div>
      </div>
      <div className="mt-4">
        <DataTable
          caption={`Time entries of ${invoice.caseTitle}`}
          columns={LINE_COLUMNS}
          rows={invoice.lines}
          rowKey={(l, i) => `${l.date}-${i}`}
          footer={[
            'Total',
            null,
            <span key="hours" data-testid="invoice-total-hours">
              {formatHours(invoice.totalHours)}
            </span>,
            invoice.rates.map((r) => `${formatUsd(r)}/h`).join(', '),
            <span key="amount" data-testid="invoice-total-amount">
              {formatUsd(invoice.totalCents)}
            </span>,
          ]}
        />
      </div>
      {invoice.unpricedLines ? (
        <p className="mt-3 text-sm text-amber-900">
          {plural(invoice.unpricedLines, 'entry has', 'entries have')} no billing rate yet; an admin
          sets it.
        </p>
      ) : null}
    </section>
  );
}
