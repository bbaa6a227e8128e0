import Papa from 'papaparse';
import { toCsv } from './csv';

const cells = (csv: string) => Papa.parse<string[]>(csv).data;

describe('CSV exports', () => {
  it.each([
    ["+cmd|' /C calc'!A0"],
    ['=HYPERLINK("http://evil.test","click")'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['=1+1\nsecond line'],
  ])('escapes a cell that a spreadsheet would run: %j', (cell) => {
    expect(cells(toCsv([['Description', cell]]))[0]).toEqual(['Description', `'${cell}`]);
  });

  it('leaves ordinary text and figures as they are', () => {
    const rows = [
      ['Home visit, with "quotes"', '1.25', '45.00', 'a = b'],
      ['2026-11-20', '0', '146.25', 'INV-2026-0001'],
    ];
    expect(cells(toCsv(rows))).toEqual(rows);
  });

  it('ends lines with CRLF, as spreadsheets expect', () => {
    expect(toCsv([['a'], ['b']])).toBe('a\r\nb');
  });
});
