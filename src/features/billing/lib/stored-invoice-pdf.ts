// A stored invoice as a PDF, drawn with jsPDF. Imported only when its download button
// is pressed, so jsPDF stays out of the route's bundle.
import { jsPDF } from 'jspdf';
import type { InvoiceDetail } from '../api/invoices-api';
import { centsToDecimal } from './invoice';
import { fileRows, headerRows, invoiceName, totalRows } from './stored-invoice';

// Date, Description (with case), Quantity, Rate, Amount.
const X = { date: 40, description: 110, quantity: 380, rate: 440, amount: 510 };
const PAGE_BOTTOM = 760;

export function storedInvoicePdf(inv: InvoiceDetail): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.setProperties({ title: `Invoice ${invoiceName(inv)}`, creator: 'GAL Connect' });
  doc.setFontSize(18);
  doc.text('GAL Connect - Invoice', 40, 50);
  doc.setFontSize(10);
  const facts = headerRows(inv).map(([label, value]) => `${label}: ${value}`);
  let y = 78;
  for (const line of facts) {
    const wrapped = doc.splitTextToSize(line, 530) as string[];
    doc.text(wrapped, 40, y);
    y += wrapped.length * 14;
  }
  y += 16;
  const header = () => {
    doc.setFont('helvetica', 'bold');
    doc.text('Date', X.date, y);
    doc.text('Description', X.description, y);
    doc.text('Qty', X.quantity, y);
    doc.text('Rate (USD)', X.rate, y);
    doc.text('Amount (USD)', X.amount, y);
    doc.setFont('helvetica', 'normal');
    y += 18;
  };
  header();
  for (const [date, caseTitle, kind, description, quantity, , rate, amount] of fileRows(inv)) {
    const text = doc.splitTextToSize(`${kind}: ${description} (${caseTitle})`, 260) as string[];
    if (y + text.length * 12 > PAGE_BOTTOM) {
      doc.addPage();
      y = 50;
      header();
    }
    doc.text(date!, X.date, y);
    doc.text(text, X.description, y);
    doc.text(quantity!, X.quantity, y);
    doc.text(rate || 'no rate', X.rate, y);
    doc.text(amount!, X.amount, y);
    y += text.length * 12 + 6;
  }
  y += 12;
  if (y + 70 > PAGE_BOTTOM) {
    doc.addPage();
    y = 50;
  }
  for (const t of totalRows(inv)) {
    doc.setFont('helvetica', t.label === 'Total' ? 'bold' : 'normal');
    doc.text(`${t.label} (USD): ${centsToDecimal(t.cents)}`, 360, y);
    y += 15;
  }
  return doc.output('blob');
}
