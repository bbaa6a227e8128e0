// SPEC's Invoices view, kept as the unbilled work above the stored invoices: per case,
// its entries on no invoice yet, total hours, rate and amount, and Download Invoice (SPEC's
// label; the file is a statement of unbilled work, since only a stored invoice is one).
// The totals stand above the table, so a phone shows them without scrolling sideways.
import { Download, FileText } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate, formatHours, formatUsd } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { documentFileName, statementDocument } from '../lib/invoice-document';
import type { Statement, StatementLine } from '../lib/statement';

const LINE_COLUMNS: readonly Column<StatementLine>[] = [
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

async function downloadPdf(statement: Statement) {
  // jsPDF loads only now, never with the route.
  const { invoiceDocumentPdf } = await import('../lib/invoice-document-pdf');
  const doc = statementDocument(statement);
  saveFile(invoiceDocumentPdf(doc), documentFileName(doc, 'pdf'));
}

async function downloadCsv(statement: Statement) {
  const { invoiceDocumentCsv } = await import('../lib/invoice-document-csv');
  const doc = statementDocument(statement);
  saveFile(new Blob([invoiceDocumentCsv(doc)], { type: 'text/csv' }), documentFileName(doc, 'csv'));
}

function rateSummary(statement: Statement): string {
  const rates = statement.rates.map((r) => `${formatUsd(r)}/h`);
  if (statement.lines.some((l) => l.proBono)) rates.push('pro bono');
  return rates.join(', ') || 'Not set';
}

export function UnbilledCaseCard({ statement }: { statement: Statement }) {
  const headingId = `inv-${statement.caseId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {statement.caseTitle}
          </h3>
          <p className="text-sm text-slate-600">
            {formatDate(statement.period.from)} to {formatDate(statement.period.to)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary')}
            aria-describedby={headingId}
            onClick={() => void downloadPdf(statement)}
          >
            <FileText aria-hidden="true" className="size-4" />
            Download Invoice
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-describedby={headingId}
            onClick={() => void downloadCsv(statement)}
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
            {formatHours(statement.totalHours)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Rate</dt>
          <dd className="font-semibold text-slate-900">{rateSummary(statement)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold text-slate-900" data-testid="invoice-total-amount">
            {formatUsd(statement.totalCents)}
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <DataTable
          caption={`Unbilled time entries of ${statement.caseTitle}`}
          columns={LINE_COLUMNS}
          rows={statement.lines}
          rowKey={(l, i) => `${l.date}-${i}`}
        />
      </div>
      {statement.unpricedLines ? (
        <p className="mt-3 text-sm text-amber-900">
          {statement.unpricedLines} {statement.unpricedLines === 1 ? 'entry has' : 'entries have'}{' '}
          no billing rate yet; an admin sets it.
        </p>
      ) : null}
    </section>
  );
}
