// Every CSV the product writes goes through here, formula-escaped:
// a cell that starts with =, +, -, @, a tab or a line break gets a leading ' so a
// spreadsheet shows it as text instead of running it. Papa's own `escapeFormulae: true`
// misses a formula followed by a line break (its pattern is /^[=+\-@\t\r].*$/ without
// the s flag), so the pattern here looks at the first character only. Lines end in CRLF;
// exports add a UTF-8 byte-order mark so Excel reads accents and '§' right, and build
// large files from chunks, one per page of rows, so no single string holds the whole export.
import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r\n]/;

export type CsvCell = string | number | boolean | null;

const unparse = (rows: readonly (readonly CsvCell[])[]) =>
  Papa.unparse(rows as CsvCell[][], { newline: '\r\n', escapeFormulae: FORMULA_START });

/** A whole small file (an invoice): rows joined by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return unparse(rows);
}

/** Rows as CSV lines, each ending in CRLF (so chunks concatenate into one file). */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.length ? `${unparse(rows)}\r\n` : '';
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
