import { screen, within } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, myShell, SEAM_HEADER, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

/** The API calls the app itself makes (not the seam's own reads), with their bodies. */
function appRequests() {
  const sent: { path: string; body: unknown }[] = [];
  const record = ({ request }: { request: Request }) => {
    if (!request.url.includes('/rest/v1/') || request.headers.has(SEAM_HEADER)) return;
    const path = new URL(request.url).pathname.replace('/rest/v1/', '');
    if (request.method !== 'POST') return sent.push({ path, body: null });
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push({ path, body }));
  };
  server.events.on('request:start', record);
  return sent;
}

describe('dashboard home first load', () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks for the frame and every widget of a contractor in two requests, and the planned visits in a third', async () => {
    const sent = appRequests();
    server.use(
      http.post(urls.rpc('dashboard_stats'), () => HttpResponse.json({ assigned_cases: 4 })),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Visits Due' })).toBeInTheDocument();
    expect(
      await screen.findByText('No hearings or reports due in the next 14 days.'),
    ).toBeVisible();
    // The session's own users row aside, as the bench counts (budget 3). Planned visits are
    // a read of their own (dashboard_home is left as it is), shared by Visits Due.
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.path !== 'users')).toEqual([
        { path: 'rpc/my_shell', body: {} },
        {
          path: 'rpc/dashboard_home',
          body: { widgets: ['stats', 'deadlines', 'visits', 'applications'] },
        },
        { path: 'planned_visits', body: null },
      ]),
    );
  });

  it('leaves a widget switched off out of the one request', async () => {
    const sent = appRequests();
    server.use(
      myShell({
        settings: () => ({
          user_id: 'id-admin',
          show_case_count: true,
          show_deadlines: false,
          hidden_widgets: ['visits_due'],
        }),
      }),
      http.post(urls.rpc('dashboard_stats'), () => HttpResponse.json({ active_cases: 9 })),
    );
    renderApp({ as: 'admin', at: paths.dashboard.home });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('9')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming Deadlines' })).toBeNull();
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.path.startsWith('rpc/dashboard'))).toEqual([
        { path: 'rpc/dashboard_home', body: { widgets: ['stats'] } },
      ]),
    );
  });
});

function card(label: string) {
  return screen.getByText(label).closest('dl')!;
}

describe('dashboard stat cards', () => {
  it('shows a contractor’s figures from one dashboard_stats call', async () => {
    let calls = 0;
    server.use(
      http.post(urls.rpc('dashboard_stats'), () => {
        calls += 1;
        return HttpResponse.json({ assigned_cases: 2, hours_this_month: 3.25, unread_messages: 1 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    expect(await screen.findByText('3.25')).toBeInTheDocument();
    expect(card('Assigned Cases')).toHaveTextContent('2');
    expect(card('Unread Messages')).toHaveTextContent('1');
    expect(calls).toBe(1);
  });

  it('shows a free user only Available Cases', async () => {
    server.use(
      http.post(urls.rpc('dashboard_stats'), () => HttpResponse.json({ available_cases: 7 })),
    );
    renderApp({ as: 'free', at: paths.dashboard.home });
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(card('Available Cases')).toHaveTextContent('7');
    expect(screen.queryByText('Active Cases')).not.toBeInTheDocument();
  });

  it('makes each card a link to the page behind its figure', async () => {
    server.use(
      http.post(urls.rpc('dashboard_stats'), () =>
        HttpResponse.json({ assigned_cases: 2, hours_this_month: 3.25, unread_messages: 1 }),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    expect(await screen.findByRole('link', { name: /Assigned Cases\s*2/ })).toHaveAttribute(
      'href',
      paths.dashboard.cases,
    );
    expect(screen.getByRole('link', { name: /Hours This Month/ })).toHaveAttribute(
      'href',
      `${paths.dashboard.timeTracking}?range=month`,
    );
    expect(screen.getByRole('link', { name: /Unread Messages\s*1/ })).toHaveAttribute(
      'href',
      paths.dashboard.messages,
    );
  });

  it('links an admin’s pending applications and new requests to those lists, filtered', async () => {
    server.use(
      http.post(urls.rpc('dashboard_stats'), () =>
        HttpResponse.json({
          active_cases: 4,
          contractors: 2,
          unread_messages: 0,
          pending_applications: 3,
          new_requests: 1,
        }),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.home });
    expect(await screen.findByRole('link', { name: /Pending Applications/ })).toHaveAttribute(
      'href',
      `${paths.dashboard.applications}?status=pending`,
    );
    expect(screen.getByRole('link', { name: /New Requests/ })).toHaveAttribute(
      'href',
      `${paths.dashboard.requests}?status=new`,
    );
    // The cards show their labels while dashboard_stats is still on its way.
    expect(await screen.findByRole('link', { name: /Contractors\s*2/ })).toHaveAttribute(
      'href',
      paths.dashboard.contractors,
    );
  });
});

describe('dashboard home after applying', () => {
  function applications(table: string, status: string) {
    server.use(
      http.get(urls.rest(table), () =>
        HttpResponse.json([
          {
            id: 'app-1',
            status,
            created_at: '2026-11-20T10:00:00Z',
            reviewed_at: status === 'pending' ? null : '2026-11-22T10:00:00Z',
            status_reason_code: null,
            status_reason: null,
            full_name: 'Pat Free',
            email: 'free@example.test',
          },
        ]),
      ),
    );
  }

  it('offers enrollment to a free user who has not applied', async () => {
    renderApp({ as: 'free', at: paths.dashboard.home });
    expect(await screen.findByRole('link', { name: 'Start Enrollment' })).toHaveAttribute(
      'href',
      paths.dashboard.enroll,
    );
  });

  it('shows a filed GAL application under review instead of Start Enrollment', async () => {
    applications('contractor_applications', 'pending');
    renderApp({ as: 'free', at: paths.dashboard.home });
    const panel = await screen.findByRole('region', {
      name: 'Your GAL application is under review',
    });
    expect(panel).toHaveTextContent('Submitted November 20, 2026.');
    expect(screen.queryByRole('link', { name: 'Start Enrollment' })).not.toBeInTheDocument();
  });

  it('tells an approved GAL Assistant what happens next', async () => {
    applications('assistant_applications', 'approved');
    renderApp({ as: 'free', at: paths.dashboard.home });
    const panel = await screen.findByRole('region', {
      name: 'You are approved as a GAL Assistant',
    });
    expect(panel).toHaveTextContent('Our program team emails you within 3-5 business days');
    expect(screen.queryByRole('link', { name: 'Start Enrollment' })).not.toBeInTheDocument();
  });
});
