// CSV for spreadsheets: every cell formula-escaped (a cell starting with = + - @ or a tab
// is prefixed with ', so Excel shows it as text instead of running it), CRLF lines, and a
// UTF-8 byte-order mark so Excel reads accents and '§' right. Large files are built from
// chunks, one per page of rows, so no single string holds the whole export.
import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null;

/** Rows as CSV lines, each ending in CRLF (so chunks concatenate into one file). */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (!rows.length) return '';
  return `${Papa.unparse(rows as CsvCell[][], { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

/** The file: a byte-order mark, then the chunks. */
export function csvBlob(chunks: readonly string[]): Blob {
  return new Blob(['\uFEFF', ...chunks], { type: 'text/csv;charset=utf-8' });
}

/** Integer cents as dollars with two decimals ('1234.50'), exact for any whole cents. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
