import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { detail } from '../lib/invoices.fixtures';

/** The invoice as the backend holds it; transitions change it as the database would. */
function backend(start: object = {}) {
  let current = detail(start);
  const calls: { fn: string; body: Record<string, unknown> }[] = [];
  server.use(
    http.get(urls.rest('invoices'), () => HttpResponse.json(current)),
    ...[
      'approve_invoice',
      'return_invoice',
      'mark_invoice_paid',
      'void_invoice',
      'submit_invoice',
      'refresh_invoice',
    ].map((fn) =>
      http.post(urls.rpc(fn), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push({ fn, body });
        const next: Record<string, object> = {
          approve_invoice: { status: 'approved', approved_at: '2026-11-22T10:00:00Z' },
          return_invoice: { status: 'draft', returned_reason: body.reason },
          mark_invoice_paid: {
            status: 'paid',
            paid_at: body.paid_on,
            payment_reference: body.reference,
          },
          void_invoice: { status: 'void', void_reason: body.reason },
          submit_invoice: { status: 'submitted' },
          refresh_invoice: {},
        };
        // Every change raises the row's version, as the database's trigger does.
        current = detail({ ...start, ...next[fn], version: current.version + 1 });
        return HttpResponse.json([current]);
      }),
    ),
  );
  return { calls, now: () => current };
}

describe('Invoice detail', () => {
  it('shows totals above the lines, each line’s quantity and rate, and the history', async () => {
    backend();
    renderApp({ as: 'contractor', at: paths.dashboard.invoice('inv-1') });
    expect(
      await screen.findByRole('heading', { name: /INV-2026-0004/, level: 1 }),
    ).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByTestId('invoice-labour')).toHaveTextContent('$37.50');
    expect(within(totals).getByTestId('invoice-mileage')).toHaveTextContent('$30.45');
    expect(within(totals).getByTestId('invoice-expenses')).toHaveTextContent('$12.50');
    expect(within(totals).getByTestId('invoice-total')).toHaveTextContent('$80.45');
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('0.75 h')).toBeInTheDocument();
    expect(within(lines).getByText('$50.00/h')).toBeInTheDocument();
    expect(within(lines).getByText('42.0 mi')).toBeInTheDocument();
    expect(within(lines).getByText('72.5¢ a mile')).toBeInTheDocument();
    expect(screen.getByText('Pat Contractor submitted it')).toBeInTheDocument();
    // A submitted invoice: nothing for its contractor to do now.
    expect(screen.queryByRole('button', { name: 'Submit Invoice' })).not.toBeInTheDocument();
  });

  it('lets an admin approve, then mark paid with a date and a reference', async () => {
    const { calls } = backend({ contractor_id: 'someone-else' });
    renderApp({ as: 'admin', at: paths.dashboard.invoice('inv-1') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Invoice INV-2026-0004 approved.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      fn: 'approve_invoice',
      body: { invoice_id: 'inv-1', seen_version: 4 },
    });

    await ui.click(await screen.findByRole('button', { name: 'Mark Paid' }));
    const form = screen.getByRole('form', { name: 'Mark Paid' });
    await ui.click(within(form).getByRole('button', { name: 'Confirm Payment' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the payment reference.');
    expect(calls).toHaveLength(1);
    await ui.clear(within(form).getByLabelText('Payment date'));
    await ui.type(within(form).getByLabelText('Payment date'), '2026-11-23');
    await ui.type(within(form).getByLabelText('Payment reference'), 'ACH-1234');
    await ui.click(within(form).getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Invoice INV-2026-0004 marked paid.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      fn: 'mark_invoice_paid',
      // The version the approval left, the one on screen when the admin paid it.
      body: { invoice_id: 'inv-1', paid_on: '2026-11-23', reference: 'ACH-1234', seen_version: 5 },
    });
    expect(screen.getByText(/paid Nov 23, 2026 \(reference ACH-1234\)/)).toBeInTheDocument();
  });

  it('asks an admin for a reason before returning or voiding', async () => {
    const { calls } = backend({ contractor_id: 'someone-else' });
    renderApp({ as: 'admin', at: paths.dashboard.invoice('inv-1') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Return' }));
    const form = screen.getByRole('form', { name: 'Return' });
    await ui.click(within(form).getByRole('button', { name: 'Return Invoice' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Give a reason.');
    await ui.type(within(form).getByLabelText('Reason for returning it'), 'Split the mileage');
    await ui.click(within(form).getByRole('button', { name: 'Return Invoice' }));
    expect(await screen.findByText('Returned: Split the mileage')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        fn: 'return_invoice',
        body: { invoice_id: 'inv-1', reason: 'Split the mileage', seen_version: 4 },
      },
    ]);
  });

  it('offers an admin no Approve on an invoice of their own', async () => {
    backend({ contractor_id: 'id-admin' });
    renderApp({ as: 'admin', at: paths.dashboard.invoice('inv-1') });
    expect(await screen.findByRole('button', { name: 'Void' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('refreshes the contractor’s own draft, and explains why it cannot be submitted', async () => {
    const { calls } = backend({ status: 'draft', number: null, submitted_at: null });
    server.use(
      http.post(urls.rpc('submit_invoice'), () =>
        HttpResponse.json(
          {
            code: 'GC221',
            message:
              'Cannot submit yet: 1 line(s) have no rate (Nov 20, 2026 In-person contact with child). Time needs your billing rate and mileage a mileage rate on its date; an admin sets them, then submit again',
          },
          { status: 400 },
        ),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.invoice('inv-1') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Submit Invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot submit yet: 1 line(s) have no rate',
    );
    expect(calls.map((c) => c.fn)).toEqual(['refresh_invoice']);
    expect(screen.getByRole('button', { name: 'Discard Draft' })).toBeInTheDocument();
  });

  it('shows an admin each expense line’s receipt through a signed link', async () => {
    const path = 'id-contractor/contact-1/0a6f9a4e-7f3c-4d7e-9d5a-1c2b3d4e5f60-parking.pdf';
    const signed: unknown[] = [];
    backend({ contractor_id: 'someone-else' });
    const base = detail({ contractor_id: 'someone-else' });
    const withReceipt = {
      ...base,
      invoice_lines: base.invoice_lines.map((l, i) =>
        i === 2 ? { ...l, description: 'Parking', expense: { id: 'x1', receipt_path: path } } : l,
      ),
    };
    server.use(
      http.get(urls.rest('invoices'), () => HttpResponse.json(withReceipt)),
      http.post(urls.storage('/object/sign/receipts'), async ({ request }) => {
        signed.push(await request.json());
        return HttpResponse.json([
          { path, error: null, signedURL: `/object/sign/receipts/${path}?token=t0k3n` },
        ]);
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.invoice('inv-1') });
    const view = await screen.findByRole('link', { name: 'View receipt for Parking' });
    expect(view.getAttribute('href')).toMatch(
      /\/object\/sign\/receipts\/.+parking\.pdf\?token=t0k3n$/,
    );
    expect(view).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', { name: 'Download receipt for Parking' }).getAttribute('href'),
    ).toMatch(/token=t0k3n&download=parking\.pdf$/);
    expect(signed).toEqual([{ paths: [path], expiresIn: 900 }]);
  });

  it('warns an admin of expenses without the receipt the program asks for, and asks before approving', async () => {
    const { calls } = backend({ contractor_id: 'someone-else' });
    const base = detail({ contractor_id: 'someone-else' });
    const flagged = {
      ...base,
      invoice_lines: base.invoice_lines.map((l, i) =>
        i === 2
          ? {
              ...l,
              description: 'Parking',
              amount_cents: 4000,
              flags: ['no_receipt'],
              expense: { id: 'x1', receipt_path: null },
            }
          : l,
      ),
    };
    server.use(http.get(urls.rest('invoices'), () => HttpResponse.json(flagged)));
    renderApp({ as: 'admin', at: paths.dashboard.invoice('inv-1') });
    const ui = userEvent.setup();
    const note = await screen.findByRole('note', { name: 'Missing receipts' });
    expect(note).toHaveTextContent(
      '1 expense over the program’s receipt amount has no receipt:Parking, Nov 20, 2026, $40.00',
    );
    await ui.click(screen.getByRole('button', { name: 'Approve' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve without receipts?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Approve' }));
    dialog = screen.getByRole('dialog', { name: 'Approve without receipts?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Approve Anyway' }));
    expect(await screen.findByText('Invoice INV-2026-0004 approved.')).toBeInTheDocument();
    expect(calls.map((c) => c.fn)).toEqual(['approve_invoice']);
  });

  it('tells the contractor of an expense on their draft without the receipt the program asks for', async () => {
    const start = { status: 'draft', number: null, submitted_at: null };
    backend(start);
    const base = detail(start);
    server.use(
      http.get(urls.rest('invoices'), () =>
        HttpResponse.json({
          ...base,
          invoice_lines: base.invoice_lines.map((l, i) =>
            i === 2
              ? { ...l, flags: ['no_receipt'], expense: { id: 'x1', receipt_path: null } }
              : l,
          ),
        }),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.invoice('inv-1') });
    expect(
      await screen.findByText(/1 expense is over the program’s receipt amount without a receipt/),
    ).toBeInTheDocument();
  });
});
