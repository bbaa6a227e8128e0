import Papa from 'papaparse';
import { centsToDollars, csvBlob, csvLines, toCsv } from './csv';

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

describe('CSV export files', () => {
  it('escapes every cell that a spreadsheet would run as a formula', () => {
    const text = csvLines([
      ['=HYPERLINK("http://x")', "+cmd|' /C calc'!A0", '-1', '@SUM(A1)', 'plain'],
    ]);
    const [row] = Papa.parse<string[]>(text.trim()).data;
    expect(row).toEqual([
      '\'=HYPERLINK("http://x")',
      "'+cmd|' /C calc'!A0",
      "'-1",
      "'@SUM(A1)",
      'plain',
    ]);
  });

  it('quotes commas, quotes and line breaks, ending each line in CRLF', () => {
    expect(
      csvLines([
        ['a,b', 'say "hi"', 'two\nlines'],
        [1, true, null],
      ]),
    ).toBe('"a,b","say ""hi""","two\nlines"\r\n1,true,\r\n');
    expect(csvLines([])).toBe('');
  });

  it('starts the file with a UTF-8 byte-order mark, for Excel', async () => {
    const blob = csvBlob([csvLines([['§61.402', 'Peña']])]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('§61.402,Peña\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('writes integer cents as dollars with two decimals', () => {
    expect([0, 5, 1250, 123456, -75].map(centsToDollars)).toEqual([
      '0.00',
      '0.05',
      '12.50',
      '1234.56',
      '-0.75',
    ]);
  });
});
