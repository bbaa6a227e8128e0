// One chart on a card: its title, a one-sentence summary for screen readers (the picture
// itself is hidden from them), a "Show as table" toggle that shows the same numbers as a
// table, and a CSV export of those numbers through the shared, formula-escaping CSV helper.
import { ChartColumn, Download, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '../button-styles';
import { DataTable } from '../data-table';
import { Heading } from '../heading';
import { csvBlob, type CsvCell } from '@/lib/csv';
import { saveFile } from '@/lib/save-file';
import { chartCsv, type ChartTable } from './chart-data';
import { TONES, type Tone } from './tones';

interface ChartCardProps {
  title: string;
  /** One sentence saying what the chart shows, read by screen readers in its place. */
  summary: string;
  table: ChartTable;
  /** The CSV's file name, without .csv. */
  fileName: string;
  /** What each colour stands for. */
  legend?: readonly { label: string; tone: Tone; line?: boolean }[];
  /** A line under the title (the period, the cap). */
  note?: string;
  children: ReactNode;
}

export function ChartCard({
  title,
  summary,
  table,
  fileName,
  legend,
  note,
  children,
}: ChartCardProps) {
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const download = () => saveFile(csvBlob([chartCsv(table)]), `${fileName}.csv`);
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading level={3} id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </Heading>
          {note ? <p className="text-sm text-slate-600">{note}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable((on) => !on)}
            className={buttonClass('secondary', 'px-3 py-1.5')}
          >
            {asTable ? (
              <ChartColumn aria-hidden="true" className="size-4" />
            ) : (
              <Table2 aria-hidden="true" className="size-4" />
            )}
            {asTable ? 'Show as chart' : 'Show as table'}
          </button>
          <button
            type="button"
            onClick={download}
            className={buttonClass('secondary', 'px-3 py-1.5')}
            aria-label={`Download ${title} as CSV`}
          >
            <Download aria-hidden="true" className="size-4" />
            CSV
          </button>
        </div>
      </div>
      <p className="sr-only">{summary}</p>
      {asTable ? (
        <DataTable
          caption={title}
          columns={table.columns.map((c, i) => ({
            header: c.header,
            numeric: c.numeric,
            cell: (row: readonly CsvCell[]) => String(row[i] ?? ''),
          }))}
          rows={table.rows}
          rowKey={(row, i) => `${String(row[0])}-${i}`}
        />
      ) : (
        <>
          {children}
          {legend?.length ? (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
              {legend.map((l) => (
                <li key={l.label} className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className={`inline-block ${l.line ? 'h-0.5 w-4' : 'size-3 rounded-sm'} ${TONES[l.tone].swatch}`}
                  />
                  {l.label}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
