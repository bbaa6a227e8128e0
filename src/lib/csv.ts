// Every CSV the product writes goes through here, formula-escaped (issue 17, item 6):
// a cell that starts with =, +, -, @, a tab or a line break gets a leading ' so a
// spreadsheet shows it as text instead of running it. Papa's own `escapeFormulae: true`
// misses a formula followed by a line break (its pattern is /^[=+\-@\t\r].*$/ without
// the s flag), so the pattern here looks at the first character only.
import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r\n]/;

export function toCsv(rows: readonly (readonly string[])[]): string {
  return Papa.unparse(rows as string[][], { newline: '\r\n', escapeFormulae: FORMULA_START });
}
