import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { flushErrorReports } from '@/lib/error-report';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { routes } from './routes';
import { startSession } from './session';

const reload = vi.fn();

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

const PLANTED_EMAIL = 'pat.jones@example.com';
const PLANTED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwYXQifQ.c2lnbmF0dXJlLXBhcnQ';

function BrokenCase(): never {
  throw new Error(`No case for ${PLANTED_EMAIL} with ${PLANTED_TOKEN}`);
}

/** The real route table plus a page that fails to render and one whose chunk fails to load. */
function renderAt(path: string) {
  const root = routes[0] as NonIndexRouteObject;
  const table: RouteObject[] = [
    {
      ...root,
      children: [
        ...root.children!,
        { path: 'broken', Component: Broken },
        { path: 'dashboard/cases/:id/broken', Component: BrokenCase },
        {
          path: 'stale',
          lazy: () =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
        },
      ],
    },
  ];
  const stop = startSession();
  onTestFinished(stop);
  render(<RouterProvider router={createMemoryRouter(table, { initialEntries: [path] })} />);
}

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockClear();
});

describe('the root error element', () => {
  it.each(['/broken', '/stale'])(
    'shows a plain message with Retry and a way home when %s fails',
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'Something went wrong' }),
      ).toBeInTheDocument();
      expect(screen.getByText('This page could not be shown. Please try again.')).toBeVisible();
      expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );

      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );
});

describe('reporting the fault', () => {
  it('sends it to the error log with its route pattern and without the email or token in it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(urls.rpc('report_client_errors'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(1);
      }),
    );
    renderAt('/dashboard/cases/0b0e0000-0000-4000-8000-000000000001/broken?tab=notes');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await flushErrorReports();

    expect(sent).toHaveLength(1);
    const body = JSON.stringify(sent[0]);
    expect(body).not.toContain(PLANTED_EMAIL);
    expect(body).not.toContain('example.com');
    expect(body).not.toContain(PLANTED_TOKEN.split('.')[1]);
    expect(body).not.toContain('0b0e0000');
    expect(sent[0]).toMatchObject({
      client_id: expect.any(String),
      reports: [
        {
          kind: 'render',
          message: 'Error: No case for [email] with [token]',
          route: '/dashboard/cases/:id/broken',
        },
      ],
    });
  });

  it('does not report a page that was not found', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(urls.rpc('report_client_errors'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(1);
      }),
    );
    renderAt('/no-such-page');
    await screen.findByRole('heading', { name: /not found/i });
    await flushErrorReports();
    expect(sent).toEqual([]);
  });
});
