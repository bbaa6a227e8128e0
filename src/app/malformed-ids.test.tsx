// A mistyped address (an id that is not a uuid) reads as an unknown id: the same not-found text,
// never Postgres's "invalid input syntax for type uuid".
import { screen } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const API_REST = urls.rest('');
const MALFORMED = 'not-a-uuid';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** What PostgREST answers when a uuid column or argument is given MALFORMED. */
function rejectMalformedIds() {
  server.use(
    http.all(`${API_REST}*`, async ({ request }) => {
      const body = request.method === 'GET' ? '' : await request.clone().text();
      if (!decodeURIComponent(request.url).includes(MALFORMED) && !body.includes(MALFORMED)) {
        return undefined;
      }
      return HttpResponse.json(
        {
          code: '22P02',
          details: null,
          hint: null,
          message: `invalid input syntax for type uuid: "${MALFORMED}"`,
        },
        { status: 400 },
      );
    }),
  );
}

/** What PostgREST answers when a well-formed id matches nothing: no rows. */
function answerUnknownIdsWithNothing() {
  server.use(
    http.all(`${API_REST}*`, async ({ request }) => {
      const body = request.method === 'GET' ? '' : await request.clone().text();
      if (!request.url.includes(UNKNOWN) && !body.includes(UNKNOWN)) return undefined;
      if (request.url.includes('/rpc/case_page')) return undefined;
      return HttpResponse.json([]);
    }),
  );
}

const PAGES = [
  ['a case', (id: string) => paths.dashboard.case(id), 'Case not found'],
  ['an invoice', (id: string) => paths.dashboard.invoice(id), 'Invoice not found'],
  [
    'an application',
    (id: string) => paths.dashboard.application('contractor', id),
    'Application not found',
  ],
  ['a contractor', (id: string) => paths.dashboard.contractor(id), 'No contractor with this id.'],
] as const;

describe('a mistyped id in the address', () => {
  it.each(PAGES)('shows %s not found, as an unknown id does', async (_, at, text) => {
    answerUnknownIdsWithNothing();
    const unknown = renderApp({ as: 'admin', at: at(UNKNOWN) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    unknown.unmount();

    rejectMalformedIds();
    renderApp({ as: 'admin', at: at(MALFORMED) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/invalid input syntax|uuid/i)).not.toBeInTheDocument();
  });

  it('opens no conversation for a mistyped thread link, without database text', async () => {
    rejectMalformedIds();
    renderApp({ as: 'admin', at: paths.dashboard.messageThread(MALFORMED) });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Choose a conversation|No conversations yet/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/invalid input syntax|uuid/i)).not.toBeInTheDocument();
  });
});
