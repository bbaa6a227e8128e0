import Papa from 'papaparse';
import { extractText, getDocumentProxy } from 'unpdf';
import type { InvoiceDetail } from '../api/invoices-api';
import {
  documentFileName,
  statementDocument,
  storedInvoiceDocument,
  type InvoiceDocument,
} from './invoice-document';
import { invoiceDocumentCsv } from './invoice-document-csv';
import { invoiceDocumentPdf } from './invoice-document-pdf';
import { detail } from './invoices.fixtures';
import { buildStatement } from './statement';

const stored = detail({ status: 'paid', paid_at: '2026-11-25', payment_reference: 'ACH 7' });
const statement = buildStatement({
  caseId: 'abcdef12-3456-4000-8000-0000c0ffee12',
  caseTitle: 'Dependency review, Miami-Dade',
  contractor: { name: 'Carlos Contractor', email: 'carlos@example.test' },
  issueDate: '2026-11-23',
  entries: [
    { date: '2026-11-20', description: 'Home visit', hours: 1.25, hourly_rate: 45 },
    { date: '2026-11-21', description: 'Hearing', hours: 0.75, hourly_rate: 33.33 },
  ],
});

async function pdfText(doc: InvoiceDocument): Promise<string> {
  const blob = invoiceDocumentPdf(doc);
  const bytes = new Uint8Array(
    await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    }),
  );
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

const csvRows = (doc: InvoiceDocument) => Papa.parse<string[]>(invoiceDocumentCsv(doc)).data;

describe('one invoice document for a stored invoice and a statement', () => {
  it('writes a stored invoice as an Invoice whose PDF and CSV carry the database’s cents', async () => {
    const doc = storedInvoiceDocument(stored as unknown as InvoiceDetail);
    const text = await pdfText(doc);
    expect(text).toContain('GAL Connect - Invoice');
    expect(text).toContain('Invoice: INV-2026-0004');
    expect(text).toContain('Status: Paid');
    expect(text).toContain('Paid: 2026-11-25, reference ACH 7');
    // 0.75 h x $50 + 42 mi x 72.5 cents + $12.50 = 80.45, as total_cents says.
    for (const figure of ['Labour (USD): 37.50', 'Mileage (USD): 30.45', 'Total (USD): 80.45'])
      expect(text).toContain(figure);
    expect(text).toContain('Total hours: 0.75');
    const rows = csvRows(doc);
    expect(rows).toContainEqual(['Total (USD)', '80.45']);
    const header = rows.findIndex((r) => r[0] === 'Date');
    const lines = rows.slice(header + 1, header + 1 + doc.lines.length);
    const cents = lines.reduce((sum, l) => sum + Math.round(Number(l[7]) * 100), 0);
    expect(cents).toBe(stored.total_cents);
  });

  it('writes unbilled work as a statement, never an invoice, agreeing with the screen to the cent', async () => {
    // 1.25 h x $45 = 56.25; 0.75 h x $33.33 = 24.9975 -> 25.00 (rounded per line).
    expect(statement.totalCents).toBe(8125);
    const doc = statementDocument(statement);
    const text = await pdfText(doc);
    expect(text).toContain('GAL Connect - Statement of unbilled work');
    expect(text).toContain('Statement: STMT-C0FFEE12-20261123');
    expect(text).not.toMatch(/\bInvoice\b/);
    expect(text).toContain('Case: Dependency review, Miami-Dade');
    expect(text).toContain('Total hours: 2');
    expect(text).toContain('Total (USD): 81.25');
    const rows = csvRows(doc);
    expect(rows.flat()).not.toContain('Invoice');
    expect(rows).toContainEqual(['Total hours', '2']);
    expect(rows.at(-1)).toEqual(['Total (USD)', '81.25']);
    const header = rows.findIndex((r) => r[0] === 'Date');
    const amounts = rows.slice(header + 1, header + 3).map((l) => l[7]);
    expect(amounts).toEqual(['56.25', '25.00']);
  });

  it('names each file after the invoice number or the statement reference', () => {
    expect(documentFileName(storedInvoiceDocument(stored as unknown as InvoiceDetail), 'pdf')).toBe(
      'INV-2026-0004.pdf',
    );
    const draft = storedInvoiceDocument(
      detail({ id: 'abcdef12-0000', number: null, status: 'draft' }) as unknown as InvoiceDetail,
    );
    expect(draft.reference).toBe('Draft invoice');
    expect(documentFileName(draft, 'csv')).toBe('draft-abcdef12.csv');
    expect(documentFileName(statementDocument(statement), 'csv')).toBe(
      'STMT-C0FFEE12-20261123.csv',
    );
  });
});
