import Papa from 'papaparse';
import { documentRows, statementDocument } from './invoice-document';
import { invoiceDocumentCsv } from './invoice-document-csv';
import { buildStatement, statementReference } from './statement';

const base = {
  caseId: 'abcdef12-3456-4000-8000-0000c0ffee12',
  caseTitle: 'Dependency review, Miami-Dade',
  contractor: { name: 'Carlos Contractor', email: 'carlos@example.test' },
  issueDate: '2026-11-23',
};

describe('a statement of unbilled work', () => {
  it('totals hours and money in cents from each entry’s own rate', () => {
    const statement = buildStatement({
      ...base,
      entries: [
        { date: '2026-11-20', description: 'Home visit', hours: 2, hourly_rate: 45 },
        { date: '2026-11-18', description: 'File review', hours: 1.25, hourly_rate: 45 },
        { date: '2026-11-21', description: 'Hearing', hours: 0.75, hourly_rate: 50.5 },
      ],
    });
    expect(statement.totalHours).toBe(4);
    // 2 x 45 + 1.25 x 45 + 0.75 x 50.50 = 90 + 56.25 + 37.875 (-> 37.88)
    expect(statement.totalCents).toBe(9000 + 5625 + 3788);
    expect(statement.rates).toEqual([4500, 5050]);
    expect(statement.period).toEqual({ from: '2026-11-18', to: '2026-11-21' });
    expect(statement.lines.map((l) => l.date)).toEqual(['2026-11-18', '2026-11-20', '2026-11-21']);
    expect(statement.reference).toBe('STMT-C0FFEE12-20261123');
  });

  it('counts an unpriced entry’s hours but charges nothing for it', () => {
    const statement = buildStatement({
      ...base,
      entries: [{ date: '2026-11-20', description: 'Before a rate', hours: 1, hourly_rate: null }],
    });
    expect(statement.totalHours).toBe(1);
    expect(statement.totalCents).toBe(0);
    expect(statement.unpricedLines).toBe(1);
    const [row] = documentRows(statementDocument(statement));
    expect([row![3], row![4], row![6], row![7]]).toEqual(['Before a rate', '1', '', '0.00']);
  });

  it('prices pro bono hours at 0 and says so', () => {
    const statement = buildStatement({
      ...base,
      entries: [
        { date: '2026-11-20', description: 'Visit', hours: 2, hourly_rate: 45, proBono: true },
      ],
    });
    expect(statement.totalCents).toBe(0);
    expect(statement.rates).toEqual([]);
    expect(statement.unpricedLines).toBe(0);
    expect(documentRows(statementDocument(statement))[0]).toEqual([
      '2026-11-20',
      'Dependency review, Miami-Dade',
      'Time',
      'Visit (pro bono)',
      '2',
      'hour',
      '0.00',
      '0.00',
    ]);
  });

  it('escapes formulas in the CSV', () => {
    const statement = buildStatement({
      ...base,
      caseTitle: '=HYPERLINK("http://evil.test","Case")',
      entries: [
        { date: '2026-11-20', description: "+cmd|' /C calc'!A0", hours: 1, hourly_rate: 45 },
      ],
    });
    const rows = Papa.parse<string[]>(invoiceDocumentCsv(statementDocument(statement))).data;
    expect(rows).toContainEqual(['Case', `'=HYPERLINK("http://evil.test","Case")`]);
    expect(rows).toContainEqual([
      '2026-11-20',
      `'=HYPERLINK("http://evil.test","Case")`,
      'Time',
      "'+cmd|' /C calc'!A0",
      '1',
      'hour',
      '45.00',
      '45.00',
    ]);
  });

  it('has a reference per case and issue day, never an invoice number', () => {
    expect(statementReference('00000000-0000-4000-8000-0000000ca5e4', '2027-01-05')).toBe(
      'STMT-000CA5E4-20270105',
    );
  });

  it('writes a CSV, titled a statement, whose lines add up to its totals', () => {
    const statement = buildStatement({
      ...base,
      entries: [
        { date: '2026-11-20', description: 'Visit, with "quotes"', hours: 1.25, hourly_rate: 45 },
        { date: '2026-11-21', description: 'Report', hours: 2, hourly_rate: 45 },
      ],
    });
    const rows = Papa.parse<string[]>(invoiceDocumentCsv(statementDocument(statement))).data;
    expect(rows[0]).toEqual(['Statement', 'STMT-C0FFEE12-20261123']);
    expect(rows.flat()).not.toContain('Invoice');
    expect(rows).toContainEqual(['Case', 'Dependency review, Miami-Dade']);
    const header = rows.findIndex((r) => r[0] === 'Date');
    const lines = rows.slice(header + 1, header + 3);
    expect(lines.map((l) => [l[3], l[4], l[6], l[7]])).toEqual([
      ['Visit, with "quotes"', '1.25', '45.00', '56.25'],
      ['Report', '2', '45.00', '90.00'],
    ]);
    expect(rows).toContainEqual(['Total hours', '3.25']);
    expect(rows.at(-1)).toEqual(['Total (USD)', '146.25']);
  });
});
