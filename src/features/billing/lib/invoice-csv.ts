// The unbilled work of a case as CSV: a header block, the lines, then the totals row.
import { toCsv } from '@/lib/csv';
import { formatHours } from '@/lib/format';
import { centsToDecimal, INVOICE_COLUMNS, invoiceRows, type Invoice } from './invoice';

export function invoiceCsv(invoice: Invoice): string {
  const head = [
    ['Invoice', invoice.number],
    ['Issue date', invoice.issueDate],
    ['Contractor', `${invoice.contractor.name} <${invoice.contractor.email}>`],
    ['Case', invoice.caseTitle],
    ['Period', `${invoice.period.from} to ${invoice.period.to}`],
    [],
  ];
  const total = [
    'Total',
    '',
    formatHours(invoice.totalHours),
    '',
    centsToDecimal(invoice.totalCents),
  ];
  return toCsv([...head, INVOICE_COLUMNS, ...invoiceRows(invoice), total]);
}
