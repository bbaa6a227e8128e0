// A stored invoice as CSV: its facts, its lines, then its totals, every figure from
// the database's cents and every cell formula-escaped.
import { toCsv } from '@/lib/csv';
import type { InvoiceDetail } from '../api/invoices-api';
import { centsToDecimal } from './invoice';
import { FILE_COLUMNS, fileRows, headerRows, totalRows } from './stored-invoice';

export function storedInvoiceCsv(inv: InvoiceDetail): string {
  return toCsv([
    ...headerRows(inv),
    [],
    FILE_COLUMNS,
    ...fileRows(inv),
    [],
    ...totalRows(inv).map((t) => [`${t.label} (USD)`, centsToDecimal(t.cents)]),
  ]);
}
