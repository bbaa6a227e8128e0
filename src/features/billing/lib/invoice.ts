// Builds an invoice from a case's time entries: the same numbers feed the
// screen, the PDF and the CSV, so they always agree.
import { formatDate, formatHours, formatUsd } from '@/lib/format';
import { lineAmountCents, toCents, toQuarters } from '@/lib/money';

export interface InvoiceEntry {
  date: string;
  description: string;
  hours: number;
  /** The billing rate snapshotted on the entry; null while unpriced. */
  hourly_rate: number | null;
  /** Work on a pro bono case: never billed (issue 17, item 5). */
  proBono?: boolean;
}

export interface InvoiceLine {
  date: string;
  description: string;
  hours: number;
  rateCents: number | null;
  amountCents: number;
  proBono: boolean;
}

export interface Invoice {
  caseId: string;
  number: string;
  issueDate: string;
  contractor: { name: string; email: string };
  caseTitle: string;
  period: { from: string; to: string };
  lines: InvoiceLine[];
  totalHours: number;
  totalCents: number;
  /** Distinct rates in cents, ascending. */
  rates: number[];
  /** Entries logged before an admin set a billing rate: counted as $0. */
  unpricedLines: number;
}

export interface InvoiceInput {
  caseId: string;
  caseTitle: string;
  contractor: { name: string; email: string };
  entries: InvoiceEntry[];
  issueDate: string;
}

/** INV-{last 8 hex of the case id}-{issue date}: stable for a case and a day. */
export function invoiceNumber(caseId: string, issueDate: string): string {
  const tail = caseId.replaceAll('-', '').slice(-8).toUpperCase();
  return `INV-${tail}-${issueDate.replaceAll('-', '')}`;
}

export function buildInvoice(input: InvoiceInput): Invoice {
  const sorted = [...input.entries].sort((a, b) => a.date.localeCompare(b.date));
  let quarters = 0;
  let totalCents = 0;
  const rates = new Set<number>();
  let unpricedLines = 0;
  const lines = sorted.map((e) => {
    const q = toQuarters(e.hours) ?? Math.round(e.hours * 4);
    const proBono = e.proBono ?? false;
    const rateCents = proBono ? 0 : e.hourly_rate === null ? null : toCents(e.hourly_rate);
    const amountCents = rateCents === null ? 0 : lineAmountCents(q, rateCents);
    quarters += q;
    totalCents += amountCents;
    if (rateCents === null) unpricedLines += 1;
    else if (!proBono) rates.add(rateCents);
    const description = proBono ? `${e.description} (pro bono)` : e.description;
    return { date: e.date, description, hours: q / 4, rateCents, amountCents, proBono };
  });
  return {
    caseId: input.caseId,
    number: invoiceNumber(input.caseId, input.issueDate),
    issueDate: input.issueDate,
    contractor: input.contractor,
    caseTitle: input.caseTitle,
    period: {
      from: sorted[0]?.date ?? input.issueDate,
      to: sorted.at(-1)?.date ?? input.issueDate,
    },
    lines,
    totalHours: quarters / 4,
    totalCents,
    rates: [...rates].sort((a, b) => a - b),
    unpricedLines,
  };
}

export const INVOICE_COLUMNS = ['Date', 'Description', 'Hours', 'Rate (USD/h)', 'Amount (USD)'];

/** Money in files as plain decimals ('146.25'), so spreadsheets can add them. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Line rows for a table or CSV: [date, description, hours, rate, amount]. */
export function invoiceRows(invoice: Invoice): string[][] {
  return invoice.lines.map((l) => [
    l.date,
    l.description,
    formatHours(l.hours),
    l.rateCents === null ? '' : centsToDecimal(l.rateCents),
    centsToDecimal(l.amountCents),
  ]);
}

export function invoiceSummary(invoice: Invoice): string[] {
  return [
    `Invoice ${invoice.number}`,
    `Issued ${formatDate(invoice.issueDate)}`,
    `Period ${formatDate(invoice.period.from)} to ${formatDate(invoice.period.to)}`,
    `Total ${formatHours(invoice.totalHours)} h, ${formatUsd(invoice.totalCents)}`,
  ];
}

export function invoiceFileName(invoice: Invoice, ext: 'pdf' | 'csv'): string {
  return `${invoice.number}.${ext}`;
}
