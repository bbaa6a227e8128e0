// The invoice as CSV: a header block, the lines, then the totals row.
import Papa from 'papaparse';
import { centsToDecimal, INVOICE_COLUMNS, invoiceRows, type Invoice } from './invoice';
import { formatHours } from '@/lib/format';

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
  return Papa.unparse([...head, INVOICE_COLUMNS, ...invoiceRows(invoice), total], {
    newline: '\r\n',
  });
}
