import Papa from 'papaparse';
import type { Cursor, ExportFilters, Page } from '../api/exports-api';
import { day, stamp, type Dataset } from './export-datasets';
import { CANCELLED, runExport } from './run-export';

interface Row {
  id: string;
  title: string;
  date: string;
}

const DATASET: Dataset<Row> = {
  key: 'cases',
  label: 'Rows',
  dateLabel: 'Date',
  county: false,
  adminOnly: true,
  columns: [
    { key: 'title', header: 'Title', value: (r) => r.title },
    { key: 'date', header: 'Date', value: (r, f) => day(r.date, f) },
    { key: 'id', header: 'ID', value: (r) => r.id },
  ],
};

const FILTERS: ExportFilters = { from: null, to: null, county: null };

/** A source of `total` rows in pages of `size`, recording the cursors it was asked for. */
function source(total: number, size: number) {
  const asked: (Cursor | null)[] = [];
  const page = async (_f: ExportFilters, cursor: Cursor | null): Promise<Page<Row>> => {
    asked.push(cursor);
    const start = cursor ? Number(cursor.id) + 1 : 0;
    const rows = Array.from({ length: Math.min(size, total - start) }, (_, i) => ({
      id: String(start + i),
      title: start + i === 0 ? '=HYPERLINK("http://x")' : `Row ${start + i}`,
      date: '2026-11-25',
    }));
    const last = rows.at(-1);
    return {
      rows,
      next: rows.length === size && last ? { at: last.date, id: last.id } : null,
      total: cursor ? null : total,
    };
  };
  return { page, asked };
}

async function text(blob: Blob): Promise<string> {
  const buffer = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer);
}

describe('runExport', () => {
  it('pages through every row after the last one, reporting progress, into one escaped CSV', async () => {
    const { page, asked } = source(5, 2);
    const progress: [number, number | null][] = [];
    const { blob, rows } = await runExport(DATASET, page, {
      filters: FILTERS,
      columns: ['title', 'date'],
      format: 'us',
      signal: new AbortController().signal,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(rows).toBe(5);
    expect(asked).toEqual([null, { at: '2026-11-25', id: '1' }, { at: '2026-11-25', id: '3' }]);
    expect(progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    const csv = await text(blob);
    expect(csv.startsWith('\uFEFFTitle,Date\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(parsed).toHaveLength(6);
    expect(parsed[1]).toEqual(['\'=HYPERLINK("http://x")', '11/25/2026']);
    expect(parsed[5]).toEqual(['Row 4', '11/25/2026']);
  });

  it('stops when cancelled and says so', async () => {
    const { page, asked } = source(10, 2);
    const controller = new AbortController();
    const run = runExport(DATASET, page, {
      filters: FILTERS,
      columns: ['id'],
      format: 'iso',
      signal: controller.signal,
      onProgress: (done) => {
        if (done >= 4) controller.abort();
      },
    });
    await expect(run).rejects.toThrow(CANCELLED);
    expect(asked).toHaveLength(2);
  });

  it('writes dates as ISO or US, and timestamps in UTC', () => {
    expect(day('2026-03-07', 'iso')).toBe('2026-03-07');
    expect(day('2026-03-07', 'us')).toBe('03/07/2026');
    expect(stamp('2026-11-25T17:34:31.123456+00:00', 'iso')).toBe('2026-11-25T17:34:31Z');
    expect(stamp('2026-11-25T12:34:31-05:00', 'us')).toBe('11/25/2026 17:34 UTC');
    expect(day(null, 'iso')).toBeNull();
  });
});
