// An invoice document (a stored invoice or a statement) as CSV: its facts, its lines, then
// its hours and money totals, every figure from integer cents and every cell formula-escaped.
import { toCsv } from '@/lib/csv';
import { formatHours } from '@/lib/format';
import { centsToDecimal } from '@/lib/money';
import { DOCUMENT_COLUMNS, documentRows, type InvoiceDocument } from './invoice-document';

export function invoiceDocumentCsv(doc: InvoiceDocument): string {
  return toCsv([
    ...doc.facts,
    [],
    DOCUMENT_COLUMNS,
    ...documentRows(doc),
    [],
    ['Total hours', formatHours(doc.totalHours)],
    ...doc.totals.map((t) => [`${t.label} (USD)`, centsToDecimal(t.cents)]),
  ]);
}
