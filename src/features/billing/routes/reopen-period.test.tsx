import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { detail } from '../lib/invoices.fixtures';

const reopening = {
  id: 'reo-1',
  contractor_id: 'someone-else',
  period_start: '2026-11-10',
  period_end: '2026-11-12',
  reason: 'The school visit was left out',
  reopened_by: 'id-admin',
  reopened_at: '2026-11-25T15:00:00Z',
  closed_at: null,
  closed_by: null,
};

/** A paid invoice of another contractor, and the reopenings the database records. */
function backend() {
  const calls: Record<string, unknown>[] = [];
  const recorded: (typeof reopening)[] = [];
  server.use(
    http.get(urls.rest('invoices'), () =>
      HttpResponse.json(detail({ contractor_id: 'someone-else', status: 'paid' })),
    ),
    http.get(urls.rest('period_reopenings'), () => HttpResponse.json(recorded)),
    http.post(urls.rpc('reopen_period'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push(body);
      recorded.push(reopening);
      return HttpResponse.json([reopening]);
    }),
  );
  return calls;
}

describe('Reopen Period', () => {
  it('lets an admin reopen days of a closed period, with a reason, after confirming', async () => {
    const calls = backend();
    renderApp({ as: 'admin', at: paths.dashboard.invoice('inv-1') });
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Closed period' });
    await ui.click(within(section).getByRole('button', { name: 'Reopen Period' }));
    const form = within(section).getByRole('form', { name: 'Reopen Period' });
    expect(within(form).getByLabelText('First day to reopen')).toHaveValue('2026-11-01');
    expect(within(form).getByLabelText('Last day to reopen')).toHaveValue('2026-11-20');

    await ui.click(within(form).getByRole('button', { name: 'Reopen Period' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Say why the period is reopened.');
    const first = within(form).getByLabelText('First day to reopen');
    await ui.clear(first);
    await ui.type(first, '2026-11-10');
    const last = within(form).getByLabelText('Last day to reopen');
    await ui.clear(last);
    await ui.type(last, '2026-11-12');
    await ui.type(within(form).getByLabelText('Reason for reopening'), reopening.reason);
    await ui.click(within(form).getByRole('button', { name: 'Reopen Period' }));

    // Nothing is sent until the admin confirms, and Cancel sends nothing.
    let dialog = await screen.findByRole('dialog', {
      name: 'Reopen Nov 10, 2026 to Nov 12, 2026 for Pat Contractor?',
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await ui.click(within(form).getByRole('button', { name: 'Reopen Period' }));
    dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Reopen Period' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Reopened Nov 10, 2026 to Nov 12, 2026 for Pat Contractor.',
    );
    expect(calls).toEqual([
      {
        contractor_id: 'someone-else',
        period_start: '2026-11-10',
        period_end: '2026-11-12',
        reason: reopening.reason,
      },
    ]);
    const list = await within(section).findByRole('list', { name: 'Reopened periods' });
    expect(list).toHaveTextContent('The school visit was left out');
  });

  it('lets an admin close an open reopening after confirming, and lists it no more', async () => {
    const closes: unknown[] = [];
    let open = [reopening];
    server.use(
      http.get(urls.rest('invoices'), () =>
        HttpResponse.json(detail({ contractor_id: 'someone-else', status: 'paid' })),
      ),
      http.get(urls.rest('period_reopenings'), () => HttpResponse.json(open)),
      http.post(urls.rpc('close_reopened_period'), async ({ request }) => {
        closes.push(await request.json());
        open = [];
        return HttpResponse.json([
          { ...reopening, closed_at: '2026-11-26T15:00:00Z', closed_by: 'id-admin' },
        ]);
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.invoice('inv-1') });
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Closed period' });
    const list = await within(section).findByRole('list', { name: 'Reopened periods' });
    const close = within(list).getByRole('button', {
      name: 'Close the reopening of Nov 10, 2026 to Nov 12, 2026',
    });

    // Cancel sends nothing.
    await ui.click(close);
    let dialog = screen.getByRole('dialog', {
      name: 'Close Nov 10, 2026 to Nov 12, 2026 again for Pat Contractor?',
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closes).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await ui.click(close);
    dialog = screen.getByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Close Period' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Closed Nov 10, 2026 to Nov 12, 2026 again for Pat Contractor.',
    );
    expect(closes).toEqual([{ reopening_id: 'reo-1' }]);
    await waitFor(() =>
      expect(within(section).queryByRole('list', { name: 'Reopened periods' })).toBeNull(),
    );
  });

  it('says why a reopening was not closed', async () => {
    server.use(
      http.get(urls.rest('invoices'), () =>
        HttpResponse.json(detail({ contractor_id: 'someone-else', status: 'paid' })),
      ),
      http.get(urls.rest('period_reopenings'), () => HttpResponse.json([reopening])),
      http.post(urls.rpc('close_reopened_period'), () =>
        HttpResponse.json(
          { code: 'P0002', message: 'No such open reopening', details: null, hint: null },
          { status: 404 },
        ),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.invoice('inv-1') });
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Closed period' });
    await ui.click(
      await within(section).findByRole('button', { name: /^Close the reopening of / }),
    );
    await ui.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close Period' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The reopened period was not closed: No such open reopening',
    );
    expect(within(section).getByRole('list', { name: 'Reopened periods' })).toHaveTextContent(
      'The school visit was left out',
    );
  });

  it('is not offered to the contractor whose period it is', async () => {
    server.use(
      http.get(urls.rest('invoices'), () =>
        HttpResponse.json(detail({ contractor_id: 'id-contractor', status: 'paid' })),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.invoice('inv-1') });
    expect(await screen.findByRole('heading', { name: /INV-2026-0004/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen Period' })).toBeNull();
  });
});
