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
  /**
   * On a phone (under 640 px) each row becomes a block of 'Header: value' lines, so every
   * column shows without a sideways scroll; the column headers stay for screen readers.
   */
  stackOnPhone?: boolean;
}

// Stacked rows: the table's parts become blocks and each cell a line with its header.
const STACK = {
  block: 'max-sm:block',
  head: 'max-sm:sr-only',
  row: 'max-sm:block max-sm:py-2',
  cell: 'max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-4 max-sm:py-1 max-sm:text-right',
} as const;

const LOOK = {
  boxed: {
    box: 'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
    head: 'bg-slate-50 text-slate-700',
    cell: 'px-4 py-3',
  },
  plain: { box: 'overflow-x-auto', head: 'text-slate-600', cell: 'py-2 pr-4 last:pr-0' },
} as const;

/**
 * A table of records that scrolls sideways on a phone instead of squeezing its columns, or,
 * with `stackOnPhone`, shows each row as a stack of labelled lines there.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  variant = 'plain',
  stackOnPhone = false,
}: DataTableProps<T>) {
  const look = LOOK[variant];
  const on = (classes: string) => (stackOnPhone ? classes : '');
  const cellClass = (c: Column<T> | undefined) =>
    `${look.cell} ${c?.numeric ? 'text-right' : ''} ${on(STACK.cell)}`;
  // The header again, beside the value, where the head row is hidden (read once, from the head).
  const label = (c: Column<T> | undefined) =>
    stackOnPhone && c ? (
      <span aria-hidden="true" className="text-left font-medium text-slate-600 sm:hidden">
        {c.header}
      </span>
    ) : null;
  // min-w-0 + wrap-anywhere: a long address breaks inside its line instead of widening the page.
  const value = (content: ReactNode) =>
    stackOnPhone ? <div className="max-sm:min-w-0 max-sm:wrap-anywhere">{content}</div> : content;
  return (
    <div className={look.box}>
      <table className={`w-full text-left text-sm ${on(STACK.block)}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`${look.head} ${on(STACK.head)}`}>
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`${look.cell} ${c.numeric ? 'text-right' : ''} font-semibold`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-200 text-slate-800 ${on(STACK.block)}`}>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} className={on(STACK.row)}>
              {columns.map((c) => (
                <td key={c.header} className={cellClass(c)}>
                  {label(c)}
                  {value(c.cell(row))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot
            className={`border-t border-slate-200 font-semibold text-slate-900 ${on(STACK.block)}`}
          >
            <tr className={on(STACK.row)}>
              {footer.map((content, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cellClass(columns[i])}>
                    {content}
                  </th>
                ) : (
                  <td
                    key={i}
                    className={`${cellClass(columns[i])} ${content === null ? on('max-sm:hidden') : ''}`}
                  >
                    {label(columns[i])}
                    {value(content)}
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
