// A stored invoice as people read it: its status, each line's quantity and rate, and
// its totals. The screen, the PDF and the CSV all take their figures from here and
// from the database's integer cents, so they agree to the cent.
import type { BadgeTone } from '@/components/badge';
import { formatDate, formatHours, formatUsd } from '@/lib/format';
import type { InvoiceDetail, InvoiceLine, InvoiceRow, InvoiceStatus } from '../api/invoices-api';
import { centsToDecimal } from './invoice';
import { mileageRateLabel } from '@/features/work-record';

export const INVOICE_STATUSES: readonly InvoiceStatus[] = [
  'draft',
  'submitted',
  'approved',
  'paid',
  'void',
];

export const STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  paid: 'Paid',
  void: 'Void',
};

export const STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  approved: 'warning',
  paid: 'success',
  void: 'danger',
};

const KIND_LABELS: Record<InvoiceLine['kind'], string> = {
  time: 'Time',
  mileage: 'Mileage',
  expense: 'Expense',
};

/** 'INV-2026-0042', or what a draft that was never submitted is called. */
export function invoiceName(inv: Pick<InvoiceRow, 'number'>): string {
  return inv.number ?? 'Draft invoice';
}

export function periodText(inv: Pick<InvoiceRow, 'period_start' | 'period_end'>): string {
  return `${formatDate(inv.period_start)} to ${formatDate(inv.period_end)}`;
}

export function quantityText(line: InvoiceLine): string {
  if (line.kind === 'time') return `${formatHours(Number(line.quantity))} h`;
  if (line.kind === 'mileage') return `${Number(line.quantity).toFixed(1)} mi`;
  return '1';
}

/** The line's rate as shown: '$45.00/h', '72.5¢ a mile', '$12.50', 'No rate yet'. */
export function rateText(line: InvoiceLine): string {
  if (line.unit_cents === null) return 'No rate yet';
  const unit = Number(line.unit_cents);
  if (line.kind === 'time') return unit === 0 ? 'Pro bono' : `${formatUsd(unit)}/h`;
  if (line.kind === 'mileage') return mileageRateLabel(unit);
  return formatUsd(unit);
}

export interface TotalRow {
  label: string;
  cents: number;
}

export function totalRows(inv: InvoiceRow): TotalRow[] {
  return [
    { label: 'Labour', cents: inv.labour_cents },
    { label: 'Mileage', cents: inv.mileage_cents },
    { label: 'Expenses', cents: inv.expenses_cents },
    { label: 'Total', cents: inv.total_cents },
  ];
}

/** Lines with no rate: the invoice cannot be submitted until an admin sets them. */
export const unpricedLines = (inv: InvoiceDetail) =>
  inv.invoice_lines.filter((l) => l.unit_cents === null);

// Files ---------------------------------------------------------------------------

export const FILE_COLUMNS = [
  'Date',
  'Case',
  'Kind',
  'Description',
  'Quantity',
  'Unit',
  'Rate (USD)',
  'Amount (USD)',
];

/** A rate in dollars: cents as '45.00', a tenth of a cent as '0.725'. */
function rateDecimal(unit: number): string {
  return Number.isInteger(unit) ? centsToDecimal(unit) : (unit / 100).toFixed(3);
}

/** One row per line for the CSV and the PDF, figures as plain decimals. */
export function fileRows(inv: InvoiceDetail): string[][] {
  return inv.invoice_lines.map((l) => [
    l.date,
    l.case?.title ?? '',
    KIND_LABELS[l.kind],
    l.description,
    l.kind === 'mileage' ? Number(l.quantity).toFixed(1) : formatHours(Number(l.quantity)),
    l.kind === 'time' ? 'hour' : l.kind === 'mileage' ? 'mile' : 'expense',
    l.unit_cents === null ? '' : rateDecimal(Number(l.unit_cents)),
    centsToDecimal(l.amount_cents),
  ]);
}

/** The invoice's heading facts, as label and value. */
export function headerRows(inv: InvoiceDetail): [string, string][] {
  const rows: [string, string][] = [
    ['Invoice', invoiceName(inv)],
    ['Status', STATUS_LABELS[inv.status]],
    ['Contractor', inv.contractor ? `${inv.contractor.full_name} <${inv.contractor.email}>` : ''],
    ['Period', `${inv.period_start} to ${inv.period_end}`],
  ];
  if (inv.submitted_at) rows.push(['Submitted', inv.submitted_at.slice(0, 10)]);
  if (inv.approved_at) rows.push(['Approved', inv.approved_at.slice(0, 10)]);
  if (inv.paid_at) rows.push(['Paid', `${inv.paid_at}, reference ${inv.payment_reference ?? ''}`]);
  if (inv.status === 'void' && inv.void_reason) rows.push(['Void', inv.void_reason]);
  return rows;
}

export function fileName(inv: InvoiceRow, ext: 'pdf' | 'csv'): string {
  return `${inv.number ?? `draft-${inv.id.slice(0, 8)}`}.${ext}`;
}
