import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Figures (hours, money, counts) line up on the right. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  /** Read by screen readers only: what the rows are. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T, index: number): string;
  /** One cell per column; the first is the row's header ('Total'). */
  footer?: readonly ReactNode[];
  /** 'boxed' stands on the page (border, shaded head); 'plain' sits inside a Card. */
  variant?: 'boxed' | 'plain';
}

const LOOK = {
  boxed: {
    box: 'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
    head: 'bg-slate-50 text-slate-700',
    cell: 'px-4 py-3',
  },
  plain: { box: 'overflow-x-auto', head: 'text-slate-600', cell: 'py-2 pr-4 last:pr-0' },
} as const;

/** A table of records that scrolls sideways on a phone instead of squeezing its columns. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  variant = 'plain',
}: DataTableProps<T>) {
  const look = LOOK[variant];
  const cellClass = (c: Column<T> | undefined) => `${look.cell} ${c?.numeric ? 'text-right' : ''}`;
  return (
    <div className={look.box}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={look.head}>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`${cellClass(c)} font-semibold`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.header} className={cellClass(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot className="border-t border-slate-200 font-semibold text-slate-900">
            <tr>
              {footer.map((content, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cellClass(columns[i])}>
                    {content}
                  </th>
                ) : (
                  <td key={i} className={cellClass(columns[i])}>
                    {content}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
