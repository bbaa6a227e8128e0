// A request becomes a case in two clicks with nothing retyped: "Create case from this
// request" in the inbox opens New Case filled from the request (county, case type, the
// visitor's words first, urgency as priority), and "Create Case" posts it with the
// request's id, which converts the request in the database (pgTAP: request-to-case).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { eqParam, http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const REQUEST = {
  id: 'r-9',
  case_type: 'Relocation Case',
  county: 'Leon County',
  name: 'Derek Holloway',
  email: 'd.holloway@example.com',
  phone: '(850) 555-0199',
  details: 'The mother asks to relocate to Atlanta; our daughters are 8 and 11.',
  urgent: true,
  voice_note_path: null,
  language: 'en',
  status: 'new',
  status_changed_by: null,
  status_changed_at: null,
  changer: null,
  cases: [],
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

it('turns a request into a case in two clicks, nothing retyped', async () => {
  let posted: Record<string, unknown> | null = null;
  server.use(
    http.get(urls.rest('gal_requests'), ({ request }) => {
      const id = eqParam(request, 'id');
      const accept = request.headers.get('accept') ?? '';
      if (id && accept.includes('vnd.pgrst.object')) return HttpResponse.json(REQUEST);
      return HttpResponse.json(id ? [REQUEST].filter((r) => r.id === id) : [REQUEST]);
    }),
    http.post(urls.rpc('orphaned_voice_notes'), () => HttpResponse.json([])),
    http.get(urls.rest('cases'), () =>
      HttpResponse.json([], { headers: { 'Content-Range': '*/0' } }),
    ),
    http.post(urls.rest('cases'), async ({ request }) => {
      posted = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ id: 'case-from-request' }, { status: 201 });
    }),
  );
  const { router } = renderApp({ as: 'admin', at: paths.dashboard.requests });
  const ui = userEvent.setup();

  await ui.click(await screen.findByRole('link', { name: 'Create case from this request' }));
  await waitFor(() => expect(router.state.location.search).toBe('?fromRequest=r-9'));
  expect(await screen.findByLabelText('Title')).toHaveValue('Relocation Case, Leon');
  expect(screen.getByLabelText('County')).toHaveValue('Leon');
  expect(screen.getByLabelText('Urgency')).toHaveValue('High');
  expect(screen.getByLabelText('Category')).toHaveValue('Family Court');
  expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toMatch(
    /^The mother asks to relocate to Atlanta; our daughters are 8 and 11\.\n\nFrom the request of Derek Holloway \(d\.holloway@example\.com, \(850\) 555-0199\)/,
  );

  await ui.click(screen.getByRole('button', { name: 'Create Case' }));
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(paths.dashboard.case('case-from-request')),
  );
  expect(posted).toMatchObject({
    title: 'Relocation Case, Leon',
    county: 'Leon',
    category: 'Family Court',
    urgency: 'High',
    request_id: 'r-9',
    status: 'open',
  });
}, 20_000);
