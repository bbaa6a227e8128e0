// Which invoice locks a piece of work. A submitted, approved or paid invoice locks its
// time entries and contacts against any change or delete (GC210, in the database); a
// draft or void invoice, or a line a void released, locks nothing. The screens ask this
// so they offer no Edit or Delete the database would refuse, and say why instead.
import type { Database } from '@/lib/database.types';

type InvoiceStatus = Database['public']['Enums']['invoice_status'];

export interface LockLine {
  released: boolean;
  invoice: { number: string | null; status: InvoiceStatus } | null;
}

export interface InvoiceLock {
  number: string;
  status: InvoiceStatus;
}

/** The invoice holding the work and refusing its changes, or null. */
export function lockOf(lines: readonly LockLine[] | null | undefined): InvoiceLock | null {
  for (const line of lines ?? []) {
    const inv = line.invoice;
    if (!line.released && inv?.number && inv.status !== 'draft' && inv.status !== 'void') {
      return { number: inv.number, status: inv.status };
    }
  }
  return null;
}

/** 'On invoice INV-2026-0042 (submitted)'. */
export const lockText = (lock: InvoiceLock) => `On invoice ${lock.number} (${lock.status})`;
