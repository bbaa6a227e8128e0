// The invoice as a PDF, drawn with jsPDF. Imported only when a Download
// button is pressed, so jsPDF stays out of the route's bundle.
import { jsPDF } from 'jspdf';
import { centsToDecimal, INVOICE_COLUMNS, invoiceRows, type Invoice } from './invoice';
import { formatDate, formatHours, formatUsd } from '@/lib/format';

const COLUMN_X = [40, 120, 380, 430, 500];
const PAGE_BOTTOM = 780;

export function invoicePdf(invoice: Invoice): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.setProperties({ title: `Invoice ${invoice.number}`, creator: 'GAL Connect' });
  doc.setFontSize(18);
  doc.text('GAL Connect - Invoice', 40, 50);
  doc.setFontSize(10);
  const meta = [
    `Invoice number: ${invoice.number}`,
    `Issue date: ${formatDate(invoice.issueDate)}`,
    `Contractor: ${invoice.contractor.name} (${invoice.contractor.email})`,
    `Case: ${invoice.caseTitle}`,
    `Period: ${formatDate(invoice.period.from)} to ${formatDate(invoice.period.to)}`,
  ];
  meta.forEach((line, i) => doc.text(line, 40, 80 + i * 15));

  let y = 170;
  const header = () => {
    doc.setFont('helvetica', 'bold');
    INVOICE_COLUMNS.forEach((c, i) => doc.text(c, COLUMN_X[i]!, y));
    doc.setFont('helvetica', 'normal');
    y += 18;
  };
  header();
  for (const row of invoiceRows(invoice)) {
    const description = doc.splitTextToSize(row[1]!, 250) as string[];
    if (y + description.length * 12 > PAGE_BOTTOM) {
      doc.addPage();
      y = 50;
      header();
    }
    doc.text(row[0]!, COLUMN_X[0]!, y);
    doc.text(description, COLUMN_X[1]!, y);
    doc.text(row[2]!, COLUMN_X[2]!, y);
    doc.text(row[3]!, COLUMN_X[3]!, y);
    doc.text(row[4]!, COLUMN_X[4]!, y);
    y += description.length * 12 + 6;
  }
  y += 10;
  doc.setFont('helvetica', 'bold');
  doc.text(`Total hours: ${formatHours(invoice.totalHours)}`, 40, y);
  doc.text(`Total amount (USD): ${centsToDecimal(invoice.totalCents)}`, 300, y);
  doc.setFont('helvetica', 'normal');
  doc.text(`Amount due: ${formatUsd(invoice.totalCents)}`, 300, y + 15);
  return doc.output('blob');
}
