import Papa from 'papaparse';
import type { InvoiceDetail } from '../api/invoices-api';
import { detail } from './invoices.fixtures';
import { documentRows, storedInvoiceDocument } from './invoice-document';
import { invoiceDocumentCsv } from './invoice-document-csv';
import { quantityText, rateText } from './stored-invoice';

const inv = detail() as unknown as InvoiceDetail;
const [time, trip, expense] = inv.invoice_lines as [
  InvoiceDetail['invoice_lines'][number],
  InvoiceDetail['invoice_lines'][number],
  InvoiceDetail['invoice_lines'][number],
];

describe('a stored invoice as people read it', () => {
  it('writes quantities and rates per kind of line', () => {
    expect([quantityText(time), rateText(time)]).toEqual(['0.75 h', '$50.00/h']);
    expect([quantityText(trip), rateText(trip)]).toEqual(['42.0 mi', '72.5¢ a mile']);
    expect([quantityText(expense), rateText(expense)]).toEqual(['1', '$12.50']);
    expect(rateText({ ...time, unit_cents: 0 })).toBe('Pro bono');
    expect(rateText({ ...time, unit_cents: null })).toBe('No rate yet');
  });

  it('gives files plain decimals, a tenth of a cent kept for mileage', () => {
    expect(documentRows(storedInvoiceDocument(inv)).map((r) => [r[4], r[5], r[6], r[7]])).toEqual([
      ['0.75', 'hour', '50.00', '37.50'],
      ['42.0', 'mile', '0.725', '30.45'],
      ['1', 'expense', '12.50', '12.50'],
    ]);
  });

  it('writes a CSV whose lines add up to its totals to the cent, formula-escaped', () => {
    const rows = Papa.parse<string[]>(invoiceDocumentCsv(storedInvoiceDocument(inv))).data;
    expect(rows[0]).toEqual(['Invoice', 'INV-2026-0004']);
    expect(rows).toContainEqual(['Status', 'Submitted']);
    const header = rows.findIndex((r) => r[0] === 'Date');
    const lines = rows.slice(header + 1, header + 1 + inv.invoice_lines.length);
    expect(lines[2]![3]).toBe(`'=HYPERLINK("http://evil.test","Parking")`);
    const cents = lines.reduce((sum, l) => sum + Math.round(Number(l[7]) * 100), 0);
    expect(cents).toBe(inv.total_cents);
    expect(rows).toContainEqual(['Labour (USD)', '37.50']);
    expect(rows).toContainEqual(['Mileage (USD)', '30.45']);
    expect(rows).toContainEqual(['Expenses (USD)', '12.50']);
    expect(rows).toContainEqual(['Total (USD)', '80.45']);
  });
});
