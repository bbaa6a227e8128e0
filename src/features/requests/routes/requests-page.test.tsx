import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalRequest } from '../api/requests-api';
import { paths } from '@/lib/paths';
import { eqParam, http, HttpResponse, server, single, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

function request(overrides: Partial<GalRequest>): GalRequest {
  return {
    id: 'r-1',
    case_type: 'Child Custody Dispute',
    county: 'Broward County',
    name: 'Rita Ramos',
    email: 'rita@example.com',
    phone: '(954) 555-0101',
    details: 'Custody hearing next month.',
    urgent: false,
    voice_note_path: null,
    language: 'en',
    status: 'new',
    status_changed_by: null,
    status_changed_at: null,
    changer: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** The inbox's backend: rows filtered like PostgREST would, status PATCH, signed URLs. */
function inboxBackend(rows: GalRequest[]) {
  const reads: URLSearchParams[] = [];
  server.use(
    http.get(urls.rest('gal_requests'), ({ request: req }) => {
      const params = new URL(req.url).searchParams;
      reads.push(params);
      const status = eqParam(req, 'status');
      const county = eqParam(req, 'county');
      const language = eqParam(req, 'language');
      return HttpResponse.json(
        rows.filter(
          (r) =>
            (!status || r.status === status) &&
            (!county || r.county === county) &&
            (!language || r.language === language),
        ),
      );
    }),
    http.patch(urls.rest('gal_requests'), async ({ request: req }) => {
      const row = rows.find((r) => r.id === eqParam(req, 'id'));
      const { status } = (await req.json()) as Pick<GalRequest, 'status'>;
      if (row) {
        Object.assign(row, {
          status,
          status_changed_by: 'id-admin',
          status_changed_at: '2026-11-23T15:30:00Z',
          changer: { full_name: 'Pat Admin' },
        });
      }
      return single(row);
    }),
    http.post(urls.rpc('orphaned_voice_notes'), () => HttpResponse.json([])),
    http.post(urls.storage('/object/sign/voice-notes/*'), () =>
      HttpResponse.json({ signedURL: '/object/sign/voice-notes/requests/a.webm?token=t' }),
    ),
  );
  return reads;
}

describe('the admin Requests inbox', () => {
  it('lists requests newest first with urgent ones marked, from the server in that order', async () => {
    const reads = inboxBackend([
      request({
        id: 'r-2',
        name: 'Marisol Vega',
        urgent: true,
        created_at: '2026-11-22T09:00:00Z',
      }),
      request({ id: 'r-1' }),
    ]);
    renderApp({ as: 'admin', at: paths.dashboard.requests });
    const list = await screen.findByRole('list', { name: 'Requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Marisol Vega',
      'Rita Ramos',
    ]);
    expect(within(items[0]!).getByText('Urgent')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Urgent')).not.toBeInTheDocument();
    expect(reads[0]?.get('order')).toBe('created_at.desc');
  });

  it('filters by status and county through the URL', async () => {
    const reads = inboxBackend([
      request({ id: 'r-1' }),
      request({ id: 'r-2', name: 'Sam Ortiz', county: 'Leon County', status: 'contacted' }),
    ]);
    const { router } = renderApp({ as: 'admin', at: paths.dashboard.requests });
    await screen.findByRole('heading', { name: 'Sam Ortiz' });
    const ui = userEvent.setup();
    await ui.selectOptions(screen.getByLabelText('County'), 'Leon County');
    await ui.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Rita Ramos' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Sam Ortiz' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?county=Leon+County&status=contacted');
    expect(reads.at(-1)?.get('status')).toBe('eq.contacted');
    expect(reads.at(-1)?.get('county')).toBe('eq.Leon County');
  });

  it('shows each request’s language and filters by it, with the visitor’s words unchanged', async () => {
    const reads = inboxBackend([
      request({ id: 'r-1' }),
      request({
        id: 'r-2',
        name: 'Lucía Pérez',
        language: 'es',
        details: 'Audiencia de custodia el próximo mes.',
      }),
    ]);
    const { router } = renderApp({ as: 'admin', at: paths.dashboard.requests });
    const spanish = (await screen.findByRole('heading', { name: 'Lucía Pérez' })).closest('li')!;
    expect(within(spanish).getByText('Spanish')).toBeInTheDocument();
    expect(within(spanish).getByText('Audiencia de custodia el próximo mes.')).toBeInTheDocument();
    const english = screen.getByRole('heading', { name: 'Rita Ramos' }).closest('li')!;
    expect(within(english).getByText('English')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Rita Ramos' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?language=es');
    expect(reads.at(-1)?.get('language')).toBe('eq.es');
  });

  it('marks a request contacted and shows who did it and when', async () => {
    inboxBackend([request({ id: 'r-1' })]);
    renderApp({ as: 'admin', at: paths.dashboard.requests });
    const item = (await screen.findByRole('heading', { name: 'Rita Ramos' })).closest('li')!;
    expect(within(item).getByText('New')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Mark contacted' }));

    expect(await within(item).findByText(/Contacted by Pat Admin on/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Mark contacted' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('asks before closing a request, which cannot be undone', async () => {
    const rows = [request({ id: 'r-1' })];
    inboxBackend(rows);
    renderApp({ as: 'admin', at: paths.dashboard.requests });
    const item = (await screen.findByRole('heading', { name: 'Rita Ramos' })).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the request from Rita Ramos?' });
    expect(dialog).toHaveTextContent('cannot be reopened');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rows[0]!.status).toBe('new');
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close Request' }));
    expect(await within(item).findByText(/Closed by Pat Admin on/)).toBeInTheDocument();
    expect(rows[0]!.status).toBe('closed');
  });

  it('shows the database’s refusal next to the request', async () => {
    inboxBackend([request({ id: 'r-1' })]);
    server.use(
      http.patch(urls.rest('gal_requests'), () =>
        HttpResponse.json(
          { code: 'GC006', message: 'A closed request cannot go back to new.' },
          { status: 400 },
        ),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.requests });
    const item = (await screen.findByRole('heading', { name: 'Rita Ramos' })).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close Request' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'This request has already moved on. Reload the list to see its status.',
    );
  });

  it('plays a voice note from a signed URL', async () => {
    inboxBackend([request({ id: 'r-1', voice_note_path: 'requests/a.webm' })]);
    renderApp({ as: 'admin', at: paths.dashboard.requests });
    await userEvent.click(await screen.findByRole('button', { name: 'Play voice note' }));
    const audio = await screen.findByLabelText('Voice note from Rita Ramos');
    expect(audio.getAttribute('src')).toContain(
      '/storage/v1/object/sign/voice-notes/requests/a.webm?token=t',
    );
  });

  it('is an admin page: a contractor is turned away with a message', async () => {
    renderApp({ as: 'contractor', at: paths.dashboard.requests });
    expect(
      await screen.findByText('The Requests page is not available to your account.'),
    ).toBeInTheDocument();
  });

  it('puts New Requests on the admin dashboard from dashboard_stats', async () => {
    server.use(
      http.post(urls.rpc('dashboard_stats'), () =>
        HttpResponse.json({ active_cases: 4, contractors: 2, unread_messages: 1, new_requests: 3 }),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.home });
    const label = await screen.findByText('New Requests');
    // The card shows its label while dashboard_stats is still on its way.
    await waitFor(() => expect(label.closest('dl')).toHaveTextContent('3'));
  });
});
