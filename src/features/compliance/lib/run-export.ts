// Builds a CSV export page by page: the header, then each page's rows written as
// soon as it arrives (one chunk per page, so memory holds text, not objects), with
// progress after every page and a stop as soon as it is cancelled. Awaiting each page
// gives the browser its turn between pages, so a 200,000-row export never freezes the tab.
import type { DateFormat } from '@/features/settings';
import { csvBlob, csvLines } from '@/lib/csv';
import { AppError } from '@/lib/errors';
import type { Cursor, ExportFilters, Page } from '../api/exports-api';
import type { Dataset } from './export-datasets';

export type PageSource<R> = (
  filters: ExportFilters,
  cursor: Cursor | null,
  signal: AbortSignal,
) => Promise<Page<R>>;

export interface ExportRun {
  filters: ExportFilters;
  /** Keys of the columns to write, in the dataset's order. */
  columns: readonly string[];
  format: DateFormat;
  signal: AbortSignal;
  onProgress(done: number, total: number | null): void;
}

export const CANCELLED = 'Export cancelled.';

export async function runExport<R>(
  dataset: Dataset<R>,
  source: PageSource<R>,
  run: ExportRun,
): Promise<{ blob: Blob; rows: number }> {
  const columns = dataset.columns.filter((c) => run.columns.includes(c.key));
  if (!columns.length) throw new AppError('Choose at least one column to export.');
  const chunks = [csvLines([columns.map((c) => c.header)])];
  let cursor: Cursor | null = null;
  let done = 0;
  let total: number | null = null;
  do {
    if (run.signal.aborted) throw new AppError(CANCELLED, { code: 'CANCELLED' });
    const page: Page<R> = await source(run.filters, cursor, run.signal);
    total ??= page.total;
    chunks.push(csvLines(page.rows.map((row) => columns.map((c) => c.value(row, run.format)))));
    done += page.rows.length;
    run.onProgress(done, total);
    cursor = page.next;
  } while (cursor);
  return { blob: csvBlob(chunks), rows: done };
}
