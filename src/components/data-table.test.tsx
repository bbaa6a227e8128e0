import { render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './data-table';

interface Line {
  id: string;
  what: string;
  hours: number;
}

const columns: readonly Column<Line>[] = [
  { header: 'Description', cell: (l) => l.what },
  { header: 'Hours', numeric: true, cell: (l) => l.hours },
];

describe('DataTable', () => {
  it('is a captioned table with a column header per column and a row per record', () => {
    render(
      <DataTable
        caption="Time entries"
        columns={columns}
        rows={[
          { id: 'a', what: 'Home visit', hours: 2 },
          { id: 'b', what: 'Court hearing', hours: 1.5 },
        ]}
        rowKey={(l) => l.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Time entries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Description', 'Hours']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Home visit', '2'],
      ['Court hearing', '1.5'],
    ]);
    expect(within(rows[0]!).getByRole('cell', { name: '2' })).toHaveClass('text-right');
  });

  it('names its footer row by its first cell', () => {
    render(
      <DataTable
        caption="Invoice"
        columns={columns}
        rows={[{ id: 'a', what: 'Home visit', hours: 2 }]}
        rowKey={(l) => l.id}
        footer={['Total', '2']}
      />,
    );
    const total = screen.getByRole('row', { name: /Total/ });
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(total).getByRole('cell')).toHaveTextContent('2');
  });

  it('stacked on a phone, labels each value with its header for the eye only', () => {
    render(
      <DataTable
        caption="Applications"
        columns={columns}
        rows={[{ id: 'a', what: 'Home visit', hours: 2 }]}
        rowKey={(l) => l.id}
        stackOnPhone
      />,
    );
    const table = screen.getByRole('table', { name: 'Applications' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    const hours = within(table).getByRole('cell', { name: '2' });
    expect(within(hours).getByText('Hours')).toHaveAttribute('aria-hidden', 'true');
    expect(within(hours).getByText('Hours')).toHaveClass('sm:hidden');
    expect(table.querySelector('thead')).toHaveClass('max-sm:sr-only');
  });
});
