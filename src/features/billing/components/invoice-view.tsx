// One stored invoice as read on screen: its totals (above the lines, so a phone shows
// them without scrolling), its lines (an expense with its receipt, so a review needs
// no trip to the case) and its history.
import { Download, Paperclip } from 'lucide-react';
import { DataTable, type Column } from '@/components/data-table';
import type { ReceiptLink } from '@/features/work-record';
import { formatDate, formatUsd } from '@/lib/format';
import type { InvoiceDetail, InvoiceEvent, InvoiceLine } from '../api/invoices-api';
import { quantityText, rateText, STATUS_LABELS, totalRows } from '../lib/stored-invoice';

/** What the database flags on a line for the admin's review (closed periods, program limits). */
const FLAG_TEXT: Record<string, string> = {
  late: 'Late: recorded after this day was invoiced',
  over_daily_hours: 'Over the daily hours cap',
  over_daily_miles: 'Over the daily miles cap',
  no_receipt: 'No receipt',
};

/** Signed links to the lines' receipts by path; undefined while they load. */
type Receipts = Record<string, ReceiptLink> | undefined;

/** An expense line's receipt: view and download links, or why there are none. */
function LineReceipt({ line, receipts }: { line: InvoiceLine; receipts: Receipts }) {
  if (line.kind !== 'expense') return null;
  const path = line.expense?.receipt_path;
  // A missing receipt over the program's amount is already said by its flag.
  if (!path) {
    return line.flags.includes('no_receipt') ? null : (
      <span className="block text-xs text-slate-600">No receipt attached</span>
    );
  }
  const link = receipts?.[path];
  if (!link) {
    return (
      <span className="block text-xs text-slate-600">
        {receipts ? 'Receipt not available' : 'Loading the receipt...'}
      </span>
    );
  }
  const what = <span className="sr-only"> for {line.description}</span>;
  return (
    <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <a
        href={link.view}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-indigo-700 underline hover:text-indigo-900"
      >
        <Paperclip aria-hidden="true" className="size-3.5" />
        View receipt{what}
      </a>
      <a
        href={link.download}
        className="inline-flex items-center gap-1 font-medium text-indigo-700 underline hover:text-indigo-900"
      >
        <Download aria-hidden="true" className="size-3.5" />
        Download receipt{what}
      </a>
    </span>
  );
}

const lineColumns = (receipts: Receipts): readonly Column<InvoiceLine>[] => [
  { header: 'Date', cell: (l) => <span className="whitespace-nowrap">{formatDate(l.date)}</span> },
  {
    header: 'Description',
    cell: (l) => (
      <>
        <span className="block">{l.description}</span>
        <span className="block text-xs text-slate-600">{l.case?.title ?? 'Case'}</span>
        {l.flags.length ? (
          <span className="block text-xs font-medium text-amber-900">
            {l.flags.map((f) => FLAG_TEXT[f] ?? f).join(' · ')}
          </span>
        ) : null}
        <LineReceipt line={l} receipts={receipts} />
      </>
    ),
  },
  {
    header: 'Quantity',
    numeric: true,
    cell: (l) => <span className="whitespace-nowrap">{quantityText(l)}</span>,
  },
  {
    header: 'Rate',
    numeric: true,
    cell: (l) => (
      <span
        className={`whitespace-nowrap ${l.unit_cents === null ? 'font-medium text-amber-900' : ''}`}
      >
        {rateText(l)}
      </span>
    ),
  },
  { header: 'Amount', numeric: true, cell: (l) => formatUsd(l.amount_cents) },
];

export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-4">
      {totalRows(invoice).map((t) => (
        <div key={t.label}>
          <dt className="text-sm text-slate-600">{t.label}</dt>
          <dd
            className={`tabular-nums text-slate-900 ${t.label === 'Total' ? 'text-xl font-bold' : 'text-lg font-semibold'}`}
            data-testid={`invoice-${t.label.toLowerCase()}`}
          >
            {formatUsd(t.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The receipts the invoice's expense lines name, to sign links for. */
export const receiptPaths = (invoice: InvoiceDetail): string[] =>
  invoice.invoice_lines.flatMap((l) => l.expense?.receipt_path ?? []);

/**
 * Expense lines over the program's receipt amount without a receipt: the database
 * flagged them when it gathered the lines; approving them is the admin's call.
 */
export const linesMissingReceipts = (invoice: InvoiceDetail): InvoiceLine[] =>
  invoice.invoice_lines.filter(
    (l) => l.kind === 'expense' && l.flags.includes('no_receipt') && !l.expense?.receipt_path,
  );

export function InvoiceLines({
  invoice,
  receipts,
}: {
  invoice: InvoiceDetail;
  /** Signed receipt links by path; undefined while they load. */
  receipts?: Receipts;
}) {
  if (!invoice.invoice_lines.length) {
    return <p className="text-slate-600">No lines: nothing in this period is left to bill.</p>;
  }
  return (
    <DataTable
      variant="boxed"
      caption="Invoice lines"
      columns={lineColumns(receipts)}
      rows={invoice.invoice_lines}
      rowKey={(l) => l.id}
    />
  );
}

function eventText(e: InvoiceEvent): string {
  const who = e.actor_name ?? 'Someone';
  if (!e.from_status) return `${who} created the draft`;
  if (e.to_status === 'submitted') return `${who} submitted it`;
  if (e.to_status === 'approved') return `${who} approved it`;
  if (e.to_status === 'paid') return `${who} marked it paid`;
  if (e.to_status === 'void') return `${who} voided it`;
  if (e.to_status === 'draft') return `${who} returned it to the contractor`;
  return `${who} changed it from ${STATUS_LABELS[e.from_status]} to ${STATUS_LABELS[e.to_status]}`;
}

export function InvoiceHistory({ events }: { events: readonly InvoiceEvent[] }) {
  return (
    <ol className="space-y-2">
      {events.map((e) => (
        <li key={e.id} className="text-sm text-slate-800">
          <span className="font-medium">{eventText(e)}</span>
          <span className="text-slate-600"> · {formatDate(e.created_at)}</span>
          {e.reason ? <span className="block text-slate-700">Reason: {e.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}
