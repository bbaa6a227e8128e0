// What a chart draws and what its table and CSV hold, as plain data: the dashboard builds
// one from the database's answer, and the picture, the table and the CSV all read it, so
// their numbers cannot differ.
import { csvLines, type CsvCell } from '@/lib/csv';
import type { Tone } from './tones';

export interface BarSeries {
  label: string;
  values: readonly number[];
  tone: Tone;
}

export interface BarListRow {
  key: string;
  label: string;
  value: number;
}

/** The chart's numbers as rows: what the table shows and the CSV holds, cell for cell. */
export interface ChartTable {
  columns: readonly { header: string; numeric?: boolean }[];
  rows: readonly (readonly CsvCell[])[];
}

/** The table as a CSV file's text: the header row, then each row (CRLF, formula-escaped). */
export function chartCsv(table: ChartTable): string {
  return csvLines([table.columns.map((c) => c.header), ...table.rows]);
}
