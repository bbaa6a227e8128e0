import Papa from 'papaparse';
import { buildInvoice, invoiceNumber, invoiceRows } from './invoice';
import { invoiceCsv } from './invoice-csv';

const base = {
  caseId: 'abcdef12-3456-4000-8000-0000c0ffee12',
  caseTitle: 'Dependency review, Miami-Dade',
  contractor: { name: 'Carlos Contractor', email: 'carlos@example.test' },
  issueDate: '2026-11-23',
};

describe('invoice', () => {
  it('totals hours and money in cents from each entry’s own rate', () => {
    const invoice = buildInvoice({
      ...base,
      entries: [
        { date: '2026-11-20', description: 'Home visit', hours: 2, hourly_rate: 45 },
        { date: '2026-11-18', description: 'File review', hours: 1.25, hourly_rate: 45 },
        { date: '2026-11-21', description: 'Hearing', hours: 0.75, hourly_rate: 50.5 },
      ],
    });
    expect(invoice.totalHours).toBe(4);
    // 2 x 45 + 1.25 x 45 + 0.75 x 50.50 = 90 + 56.25 + 37.875 (-> 37.88)
    expect(invoice.totalCents).toBe(9000 + 5625 + 3788);
    expect(invoice.rates).toEqual([4500, 5050]);
    expect(invoice.period).toEqual({ from: '2026-11-18', to: '2026-11-21' });
    expect(invoice.lines.map((l) => l.date)).toEqual(['2026-11-18', '2026-11-20', '2026-11-21']);
    expect(invoice.number).toBe('INV-C0FFEE12-20261123');
  });

  it('counts an unpriced entry’s hours but charges nothing for it', () => {
    const invoice = buildInvoice({
      ...base,
      entries: [{ date: '2026-11-20', description: 'Before a rate', hours: 1, hourly_rate: null }],
    });
    expect(invoice.totalHours).toBe(1);
    expect(invoice.totalCents).toBe(0);
    expect(invoice.unpricedLines).toBe(1);
    expect(invoiceRows(invoice)[0]).toEqual(['2026-11-20', 'Before a rate', '1', '', '0.00']);
  });

  it('prices pro bono hours at 0 and says so (issue 17, item 5)', () => {
    const invoice = buildInvoice({
      ...base,
      entries: [
        { date: '2026-11-20', description: 'Visit', hours: 2, hourly_rate: 45, proBono: true },
      ],
    });
    expect(invoice.totalCents).toBe(0);
    expect(invoice.rates).toEqual([]);
    expect(invoice.unpricedLines).toBe(0);
    expect(invoiceRows(invoice)[0]).toEqual([
      '2026-11-20',
      'Visit (pro bono)',
      '2',
      '0.00',
      '0.00',
    ]);
  });

  it('escapes formulas in the CSV (issue 17, item 6)', () => {
    const invoice = buildInvoice({
      ...base,
      caseTitle: '=HYPERLINK("http://evil.test","Case")',
      entries: [
        { date: '2026-11-20', description: "+cmd|' /C calc'!A0", hours: 1, hourly_rate: 45 },
      ],
    });
    const rows = Papa.parse<string[]>(invoiceCsv(invoice)).data;
    expect(rows).toContainEqual(['Case', `'=HYPERLINK("http://evil.test","Case")`]);
    expect(rows).toContainEqual(['2026-11-20', "'+cmd|' /C calc'!A0", '1', '45.00', '45.00']);
  });

  it('numbers an invoice per case and issue day', () => {
    expect(invoiceNumber('00000000-0000-4000-8000-0000000ca5e4', '2027-01-05')).toBe(
      'INV-000CA5E4-20270105',
    );
  });

  it('writes a CSV whose lines add up to its total row', () => {
    const invoice = buildInvoice({
      ...base,
      entries: [
        { date: '2026-11-20', description: 'Visit, with "quotes"', hours: 1.25, hourly_rate: 45 },
        { date: '2026-11-21', description: 'Report', hours: 2, hourly_rate: 45 },
      ],
    });
    const rows = Papa.parse<string[]>(invoiceCsv(invoice)).data;
    expect(rows[0]).toEqual(['Invoice', 'INV-C0FFEE12-20261123']);
    expect(rows).toContainEqual(['Case', 'Dependency review, Miami-Dade']);
    const header = rows.findIndex((r) => r[0] === 'Date');
    const lines = rows.slice(header + 1, -1);
    expect(lines).toEqual([
      ['2026-11-20', 'Visit, with "quotes"', '1.25', '45.00', '56.25'],
      ['2026-11-21', 'Report', '2', '45.00', '90.00'],
    ]);
    expect(rows.at(-1)).toEqual(['Total', '', '3.25', '', '146.25']);
  });
});
