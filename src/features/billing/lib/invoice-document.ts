// The one shape the files are drawn from: a stored invoice and a case's unbilled statement
// both become an InvoiceDocument, which the one PDF module and the one CSV module write.
// Money stays in integer cents (a mileage rate in tenths of a cent) until a cell is written.
// Only a stored invoice is titled "Invoice"; unbilled work is a statement, never an invoice.
import { formatHours } from '@/lib/format';
import { centsToDecimal, toQuarters } from '@/lib/money';
import type { InvoiceDetail } from '../api/invoices-api';
import type { Statement } from './statement';
import { invoiceName, STATUS_LABELS, totalRows, type TotalRow } from './stored-invoice';

export type DocumentLineKind = 'time' | 'mileage' | 'expense';

export interface DocumentLine {
  date: string;
  caseTitle: string;
  kind: DocumentLineKind;
  description: string;
  /** Hours for time, miles for mileage, 1 for an expense. */
  quantity: number;
  /** Cents a unit (a mileage rate may hold a tenth of a cent); null while unpriced. */
  unitCents: number | null;
  amountCents: number;
}

export interface InvoiceDocument {
  title: 'Invoice' | 'Statement of unbilled work';
  /** The invoice's number ('Draft invoice' before it has one), or the statement's reference. */
  reference: string;
  /** Heading facts as label and value, the first naming the document. */
  facts: [string, string][];
  /** The one case every line is on (a statement), or null when lines name their own. */
  caseTitle: string | null;
  lines: DocumentLine[];
  /** The time lines' hours, summed in quarter hours. */
  totalHours: number;
  /** Money totals in cents, the last one the total. */
  totals: TotalRow[];
  /** The file's name without its extension. */
  fileStem: string;
}

const KIND_LABELS: Record<DocumentLineKind, string> = {
  time: 'Time',
  mileage: 'Mileage',
  expense: 'Expense',
};
const UNITS: Record<DocumentLineKind, string> = {
  time: 'hour',
  mileage: 'mile',
  expense: 'expense',
};

export const DOCUMENT_COLUMNS = [
  'Date',
  'Case',
  'Kind',
  'Description',
  'Quantity',
  'Unit',
  'Rate (USD)',
  'Amount (USD)',
];

function hoursOf(lines: readonly DocumentLine[]): number {
  const quarters = lines
    .filter((l) => l.kind === 'time')
    .reduce((sum, l) => sum + (toQuarters(l.quantity) ?? Math.round(l.quantity * 4)), 0);
  return quarters / 4;
}

export function storedInvoiceDocument(inv: InvoiceDetail): InvoiceDocument {
  const facts: [string, string][] = [
    ['Invoice', invoiceName(inv)],
    ['Status', STATUS_LABELS[inv.status]],
    ['Contractor', inv.contractor ? `${inv.contractor.full_name} <${inv.contractor.email}>` : ''],
    ['Period', `${inv.period_start} to ${inv.period_end}`],
  ];
  if (inv.submitted_at) facts.push(['Submitted', inv.submitted_at.slice(0, 10)]);
  if (inv.approved_at) facts.push(['Approved', inv.approved_at.slice(0, 10)]);
  if (inv.paid_at) facts.push(['Paid', `${inv.paid_at}, reference ${inv.payment_reference ?? ''}`]);
  if (inv.status === 'void' && inv.void_reason) facts.push(['Void', inv.void_reason]);
  const lines = inv.invoice_lines.map((l) => ({
    date: l.date,
    caseTitle: l.case?.title ?? '',
    kind: l.kind,
    description: l.description,
    quantity: Number(l.quantity),
    unitCents: l.unit_cents === null ? null : Number(l.unit_cents),
    amountCents: l.amount_cents,
  }));
  return {
    title: 'Invoice',
    reference: invoiceName(inv),
    facts,
    caseTitle: null,
    lines,
    totalHours: hoursOf(lines),
    totals: totalRows(inv),
    fileStem: inv.number ?? `draft-${inv.id.slice(0, 8)}`,
  };
}

export function statementDocument(statement: Statement): InvoiceDocument {
  const { contractor, period } = statement;
  const lines = statement.lines.map((l) => ({
    date: l.date,
    caseTitle: statement.caseTitle,
    kind: 'time' as const,
    description: l.description,
    quantity: l.hours,
    unitCents: l.rateCents,
    amountCents: l.amountCents,
  }));
  return {
    title: 'Statement of unbilled work',
    reference: statement.reference,
    facts: [
      ['Statement', statement.reference],
      ['Status', 'Unbilled: on no invoice yet'],
      ['Contractor', `${contractor.name} <${contractor.email}>`],
      ['Case', statement.caseTitle],
      ['Period', `${period.from} to ${period.to}`],
      ['Prepared', statement.issueDate],
    ],
    caseTitle: statement.caseTitle,
    lines,
    totalHours: statement.totalHours,
    totals: [{ label: 'Total', cents: statement.totalCents }],
    fileStem: statement.reference,
  };
}

/** A rate in dollars: cents as '45.00', a tenth of a cent as '0.725'. */
function rateDecimal(unit: number): string {
  return Number.isInteger(unit) ? centsToDecimal(unit) : (unit / 100).toFixed(3);
}

export function quantityDecimal(line: DocumentLine): string {
  return line.kind === 'mileage' ? line.quantity.toFixed(1) : formatHours(line.quantity);
}

/** One row per line for the CSV and the PDF (DOCUMENT_COLUMNS), figures as plain decimals. */
export function documentRows(doc: InvoiceDocument): string[][] {
  return doc.lines.map((l) => [
    l.date,
    l.caseTitle,
    KIND_LABELS[l.kind],
    l.description,
    quantityDecimal(l),
    UNITS[l.kind],
    l.unitCents === null ? '' : rateDecimal(l.unitCents),
    centsToDecimal(l.amountCents),
  ]);
}

export function documentFileName(doc: InvoiceDocument, ext: 'pdf' | 'csv'): string {
  return `${doc.fileStem}.${ext}`;
}
