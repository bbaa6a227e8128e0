// An invoice document (a stored invoice or a statement) as a PDF, drawn with jsPDF.
// Imported only when a download button is pressed, so jsPDF stays out of the route's bundle.
import { jsPDF } from 'jspdf';
import { formatHours } from '@/lib/format';
import { centsToDecimal } from '@/lib/money';
import { documentRows, type InvoiceDocument } from './invoice-document';

// Date, Description (with its kind and case), Quantity, Rate, Amount.
const X = { date: 40, description: 110, quantity: 380, rate: 440, amount: 510 };
const PAGE_BOTTOM = 760;

export function invoiceDocumentPdf(inv: InvoiceDocument): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.setProperties({ title: `${inv.title} ${inv.reference}`, creator: 'GAL Connect' });
  doc.setFontSize(18);
  doc.text(`GAL Connect - ${inv.title}`, 40, 50);
  doc.setFontSize(10);
  let y = 78;
  for (const [label, value] of inv.facts) {
    const wrapped = doc.splitTextToSize(`${label}: ${value}`, 530) as string[];
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
  for (const [date, caseTitle, kind, description, quantity, , rate, amount] of documentRows(inv)) {
    // A statement covers one case, named in its facts; an invoice's lines name theirs.
    const onCase = inv.caseTitle === null ? ` (${caseTitle})` : '';
    const text = doc.splitTextToSize(`${kind}: ${description}${onCase}`, 260) as string[];
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
  if (y + 15 * (inv.totals.length + 1) > PAGE_BOTTOM) {
    doc.addPage();
    y = 50;
  }
  doc.text(`Total hours: ${formatHours(inv.totalHours)}`, 360, y);
  y += 15;
  for (const t of inv.totals) {
    doc.setFont('helvetica', t.label === 'Total' ? 'bold' : 'normal');
    doc.text(`${t.label} (USD): ${centsToDecimal(t.cents)}`, 360, y);
    y += 15;
  }
  return doc.output('blob');
}
