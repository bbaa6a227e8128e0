import { render, screen, within } from '@testing-library/react';
import type { InvoiceDetail } from '../api/invoices-api';
import { detail } from '../lib/invoices.fixtures';
import { InvoiceLines } from './invoice-view';

describe('InvoiceLines', () => {
  it('shows the review flags the database set on a line, and nothing on a clean one', () => {
    const invoice = detail() as unknown as InvoiceDetail;
    const lines = invoice.invoice_lines.map((l, i) =>
      i === 0 ? { ...l, flags: ['late', 'over_daily_hours'] } : l,
    );
    render(<InvoiceLines invoice={{ ...invoice, invoice_lines: lines }} />);
    const rows = within(screen.getByRole('table', { name: 'Invoice lines' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'Late: recorded after this day was invoiced · Over the daily hours cap',
    );
    expect(rows[2]).not.toHaveTextContent(/Late|cap|receipt/);
  });
});
