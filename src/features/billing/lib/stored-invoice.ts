// A stored invoice as people read it: its status, each line's quantity and rate, and
// its totals. The screen takes its figures from here and the files from the invoice
// document, both from the database's integer cents, so they agree to the cent.
import type { BadgeTone } from '@/components/badge';
import { formatDate, formatHours, formatUsd } from '@/lib/format';
import type { InvoiceDetail, InvoiceLine, InvoiceRow, InvoiceStatus } from '../api/invoices-api';
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
