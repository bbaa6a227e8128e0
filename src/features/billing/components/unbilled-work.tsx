// SPEC's Invoices view, kept as the unbilled work above the stored invoices: per case,
// its entries on no invoice yet, total hours, rate and amount, and Download Invoice.
// The totals stand above the table, so a phone shows them without scrolling sideways.
import { Download, FileText } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate, formatHours, formatUsd } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { invoiceFileName, type Invoice, type InvoiceLine } from '../lib/invoice';

const LINE_COLUMNS: readonly Column<InvoiceLine>[] = [
  { header: 'Date', cell: (l) => <span className="whitespace-nowrap">{formatDate(l.date)}</span> },
  { header: 'Description', cell: (l) => l.description },
  { header: 'Hours', numeric: true, cell: (l) => formatHours(l.hours) },
  {
    header: 'Rate',
    numeric: true,
    cell: (l) =>
      l.proBono ? 'Pro bono' : l.rateCents === null ? 'Not set' : `${formatUsd(l.rateCents)}/h`,
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

function rateSummary(invoice: Invoice): string {
  const rates = invoice.rates.map((r) => `${formatUsd(r)}/h`);
  if (invoice.lines.some((l) => l.proBono)) rates.push('pro bono');
  return rates.join(', ') || 'Not set';
}

export function UnbilledCaseCard({ invoice }: { invoice: Invoice }) {
  const headingId = `inv-${invoice.caseId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {invoice.caseTitle}
          </h3>
          <p className="text-sm text-slate-600">
            {formatDate(invoice.period.from)} to {formatDate(invoice.period.to)}
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
      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-sm">
        <div>
          <dt className="text-slate-600">Total hours</dt>
          <dd className="font-semibold text-slate-900" data-testid="invoice-total-hours">
            {formatHours(invoice.totalHours)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Rate</dt>
          <dd className="font-semibold text-slate-900">{rateSummary(invoice)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold text-slate-900" data-testid="invoice-total-amount">
            {formatUsd(invoice.totalCents)}
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <DataTable
          caption={`Unbilled time entries of ${invoice.caseTitle}`}
          columns={LINE_COLUMNS}
          rows={invoice.lines}
          rowKey={(l, i) => `${l.date}-${i}`}
        />
      </div>
      {invoice.unpricedLines ? (
        <p className="mt-3 text-sm text-amber-900">
          {invoice.unpricedLines} {invoice.unpricedLines === 1 ? 'entry has' : 'entries have'} no
          billing rate yet; an admin sets it.
        </p>
      ) : null}
    </section>
  );
}
