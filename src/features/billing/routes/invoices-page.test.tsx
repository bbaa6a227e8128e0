import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { invoice } from '../lib/invoices.fixtures';

const entry = (
  id: string,
  caseId: string,
  title: string,
  hours: number,
  rate: number | null,
  date: string,
  over: { type?: string; invoice_lines?: { released: boolean }[] } = {},
) => ({
  id,
  case_id: caseId,
  user_id: 'id-contractor',
  contact_id: null,
  description: `Work ${id}`,
  hours,
  date,
  hourly_rate: rate,
  created_at: '',
  updated_at: '',
  case: { id: caseId, title, status: 'in_progress', type: over.type ?? 'paid' },
  invoice_lines: over.invoice_lines ?? [],
});

describe('Invoices (contractor)', () => {
  it('shows the unbilled work per case in exact cents, leaving out what an invoice holds', async () => {
    server.use(
      http.get(urls.rest('time_entries'), () =>
        HttpResponse.json([
          entry('a', 'c1', 'Custody dispute', 1.25, 45, '2026-11-20'),
          entry('b', 'c1', 'Custody dispute', 2, 45, '2026-11-21'),
          entry('billed', 'c1', 'Custody dispute', 5, 45, '2026-11-02', {
            invoice_lines: [{ released: false }],
          }),
          entry('voided', 'c2', 'Shelter review', 0.75, 33.33, '2026-11-19', {
            invoice_lines: [{ released: true }],
          }),
        ]),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.invoices });
    const custody = (await screen.findByRole('heading', { name: 'Custody dispute' })).closest(
      'section',
    )!;
    expect(within(custody).getByTestId('invoice-total-hours')).toHaveTextContent('3.25');
    expect(within(custody).getByTestId('invoice-total-amount')).toHaveTextContent('$146.25');
    expect(within(custody).queryByText('Work billed')).not.toBeInTheDocument();
    const shelter = screen.getByRole('heading', { name: 'Shelter review' }).closest('section')!;
    // A voided invoice released it. 0.75 x 33.33 = 24.9975 -> $25.00
    expect(within(shelter).getByTestId('invoice-total-amount')).toHaveTextContent('$25.00');
    expect(within(custody).getByRole('button', { name: 'Download Invoice' })).toBeInTheDocument();
    expect(within(custody).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('prices pro bono hours at $0 and says pro bono: pro bono work is never billed', async () => {
    server.use(
      http.get(urls.rest('time_entries'), () =>
        HttpResponse.json([
          entry('p', 'c3', 'Relocation (pro bono)', 2, 0, '2026-11-20', { type: 'pro_bono' }),
        ]),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.invoices });
    const card = (await screen.findByRole('heading', { name: 'Relocation (pro bono)' })).closest(
      'section',
    )!;
    expect(within(card).getByTestId('invoice-total-amount')).toHaveTextContent('$0.00');
    expect(within(card).getAllByText('Pro bono').length).toBeGreaterThan(0);
    expect(within(card).getByText('Work p (pro bono)')).toBeInTheDocument();
  });

  it('lists the stored invoices with status and total, and makes a draft for a period', async () => {
    let asked: unknown = null;
    server.use(
      http.get(urls.rest('invoices'), ({ request }) =>
        new URL(request.url).searchParams.get('id')
          ? HttpResponse.json([])
          : HttpResponse.json([
              invoice(),
              invoice({ id: 'inv-2', number: null, status: 'draft', total_cents: 500 }),
            ]),
      ),
      http.post(urls.rpc('create_invoice'), async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json([invoice({ id: 'inv-new', number: null, status: 'draft' })]);
      }),
    );
    const { router } = renderApp({ as: 'contractor', at: paths.dashboard.invoices });
    const ui = userEvent.setup();
    const stored = (await screen.findByRole('heading', { name: 'Your invoices' })).closest(
      'section',
    )!;
    await within(stored).findByRole('link', { name: 'INV-2026-0004' });
    expect(within(stored).getByText('$80.45')).toBeInTheDocument();
    expect(within(stored).getByText('Submitted')).toBeInTheDocument();
    expect(within(stored).getByRole('link', { name: 'Draft invoice' })).toHaveAttribute(
      'href',
      paths.dashboard.invoice('inv-2'),
    );

    await ui.clear(screen.getByLabelText('Period start'));
    await ui.type(screen.getByLabelText('Period start'), '2026-11-01');
    await ui.clear(screen.getByLabelText('Period end'));
    await ui.type(screen.getByLabelText('Period end'), '2026-11-15');
    await ui.click(screen.getByRole('button', { name: 'Review Invoice' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.dashboard.invoice('inv-new')),
    );
    expect(asked).toEqual({ period_start: '2026-11-01', period_end: '2026-11-15' });
  });

  it('explains why there is nothing to invoice for a period', async () => {
    server.use(
      http.post(urls.rpc('create_invoice'), () =>
        HttpResponse.json(
          {
            code: 'GC221',
            message:
              'Nothing to invoice from Nov 1, 2026 to Nov 15, 2026: no submitted work in that period that is not on another invoice',
          },
          { status: 400 },
        ),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.invoices });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Review Invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing to invoice from Nov 1, 2026 to Nov 15, 2026',
    );
  });

  it('groups time by case for non-completed cases with per-case and total hours', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get(urls.rest('time_entries'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([
          entry('a', 'c1', 'Custody dispute', 1.25, 45, '2026-11-20'),
          entry('b', 'c1', 'Custody dispute', 2, 45, '2026-11-21'),
          entry('c', 'c2', 'Shelter review', 0.5, 45, '2026-11-19'),
        ]);
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.timeTracking });
    expect(await screen.findByText('Total: 3.75 hours')).toBeInTheDocument();
    const custody = screen.getByRole('heading', { name: 'Custody dispute' }).closest('section')!;
    expect(within(custody).getByText('3.25 hours')).toBeInTheDocument();
    expect(query!.get('case.status')).toBe('neq.completed');
    expect(query!.get('select')).toContain('cases!inner');
  });

  it('counts unpriced entries in words that agree with the number', async () => {
    server.use(
      http.get(urls.rest('time_entries'), () =>
        HttpResponse.json([
          entry('a', 'c1', 'Custody dispute', 1.25, null, '2026-11-20'),
          entry('b', 'c1', 'Custody dispute', 2, 45, '2026-11-21'),
        ]),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.invoices });
    expect(
      await screen.findByText('1 entry has no billing rate yet; an admin sets it.'),
    ).toBeVisible();
  });
});

describe('Invoices (admin queue)', () => {
  it('opens on the submitted invoices and switches status from the URL', async () => {
    const statuses: (string | null)[] = [];
    server.use(
      http.get(urls.rest('invoices'), ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        statuses.push(status);
        return HttpResponse.json(
          status === 'eq.paid'
            ? [invoice({ status: 'paid', number: 'INV-2026-0002' })]
            : [invoice()],
        );
      }),
    );
    const { router } = renderApp({ as: 'admin', at: paths.dashboard.invoices });
    const ui = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'INV-2026-0004' })).toBeInTheDocument();
    expect(screen.getByText(/Pat Contractor/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await ui.click(screen.getByRole('button', { name: 'Paid' }));
    expect(await screen.findByRole('link', { name: 'INV-2026-0002' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=paid');
    expect(statuses).toEqual(['eq.submitted', 'eq.paid']);
    expect(screen.queryByRole('heading', { name: 'Unbilled work' })).not.toBeInTheDocument();
  });

  it('pages the invoices on the server, 20 at a time, with the page in the URL', async () => {
    const asked: { offset: string | null; limit: string | null; prefer: string | null }[] = [];
    server.use(
      http.get(urls.rest('invoices'), ({ request }) => {
        const url = new URL(request.url);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        asked.push({
          offset: url.searchParams.get('offset'),
          limit: url.searchParams.get('limit'),
          prefer: request.headers.get('Prefer'),
        });
        const rows = Array.from({ length: Math.min(20, 45 - offset) }, (_, i) =>
          invoice({
            id: `inv-${offset + i}`,
            number: `INV-2026-${String(offset + i).padStart(4, '0')}`,
          }),
        );
        return HttpResponse.json(rows, {
          headers: { 'Content-Range': `${offset}-${offset + rows.length - 1}/45` },
        });
      }),
    );
    const { router } = renderApp({ as: 'admin', at: `${paths.dashboard.invoices}?status=all` });
    const ui = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'INV-2026-0000' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'INV-2026-0020' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'INV-2026-0000' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=all&page=2');
    expect(asked.map((a) => [a.offset, a.limit])).toEqual([
      ['0', '20'],
      ['20', '20'],
    ]);
    // Counted without reading every invoice: exact up to 1,000, the planner's estimate above.
    expect(asked[0]?.prefer).toContain('count=estimated');
  });
});
