import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { CAPABILITIES, type Role } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import type { RouteHandle } from './guards';
import { navItemsForRole } from './navigation';
import { routes } from './routes';

const ROLES = Object.keys(CAPABILITIES) as Role[];

describe('navigation against the route table', () => {
  it.each(ROLES)('sends every %s navigation item to a page of that role', (role) => {
    for (const item of navItemsForRole(role)) {
      const matched = matchRoutes(routes, item.to);
      const leaf = matched?.at(-1);
      expect(leaf?.route.path === '*', `${item.label} -> ${item.to} is an orphan link`).toBe(false);
      expect((leaf?.route.handle as RouteHandle | undefined)?.page).toBe(item.page);
    }
  });

  it('gives every dashboard page to at least one role', () => {
    const offered = new Set(ROLES.flatMap((role) => navItemsForRole(role).map((i) => i.to)));
    expect([...offered].sort()).toEqual(
      Object.values(paths.dashboard)
        .filter((p) => typeof p === 'string')
        .sort(),
    );
  });
});

describe('route guards', () => {
  it.each([
    paths.dashboard.home,
    paths.dashboard.cases,
    paths.dashboard.settings,
    paths.dashboard.timeTracking,
    paths.opportunitiesShortcut,
  ])('sends a signed-out visitor from %s to /login', async (path) => {
    const { router } = renderApp({ at: path });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('shows a signed-out visitor on an unknown path a 404 page with a way home', async () => {
    const { router } = renderApp({ at: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      paths.home,
    );
    // The title follows the route in an effect, just after the page renders.
    await waitFor(() => expect(document.title).toBe('Page Not Found · GAL Connect'));
  });

  it('sends a signed-in user on an unknown path to the dashboard, saying why', async () => {
    const { router } = renderApp({
      as: 'contractor',
      at: '/no/such/page',
      user: { full_name: 'Carla Jones' },
    });
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Carla Jones' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard.home);
    // The widgets' loading statuses come and go; the notice stays.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The page you asked for does not exist. Here is your dashboard.',
      ),
    );
  });

  it.each([paths.login, paths.signup])(
    'sends a signed-in user from %s to the dashboard',
    async (path) => {
      const { router } = renderApp({ as: 'free', at: path });
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.home));
    },
  );

  it('opens /opportunities as the dashboard opportunities page', async () => {
    const { router } = renderApp({ as: 'contractor', at: paths.opportunitiesShortcut });
    expect(await screen.findByRole('heading', { name: 'Opportunities' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard.opportunities);
  });

  it.each([
    [paths.dashboard.cases, 'Case Management'],
    [paths.dashboard.profile, 'Profile Settings'],
    [paths.dashboard.settings, 'Dashboard Settings'],
    [paths.dashboard.contractors, 'Contractors'],
  ])('lets an admin open %s', async (path, heading) => {
    renderApp({ as: 'admin', at: path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['contractor', paths.dashboard.contractors, 'Contractors'],
    ['contractor', paths.dashboard.enroll, 'Enroll'],
    ['free', paths.dashboard.invoices, 'Invoices'],
    ['admin', paths.dashboard.timeTracking, 'Time Tracking'],
  ] as const)('turns a %s away from %s with a message', async (role, path, label) => {
    const { router } = renderApp({ as: role, at: path });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Welcome, / }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard.home);
    // The widgets' loading statuses come and go beside it once the settings are known.
    const notice = await screen.findByText(`The ${label} page is not available to your account.`);
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('shows the loading view, not a redirect, while the session is being restored', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(
        urls.rest('users'),
        () => new Promise<Response>((r) => (answer = () => r(HttpResponse.json({})))),
      ),
    );
    const { router } = renderApp({ as: 'free', at: paths.dashboard.home });
    expect(await screen.findByRole('status')).toHaveTextContent(/Loading/);
    expect(router.state.location.pathname).toBe(paths.dashboard.home);
    answer();
  });
});

describe('dashboard home', () => {
  it.each([
    [
      'admin',
      ['Active Cases', 'Contractors', 'Unread Messages', 'Pending Applications', 'New Requests'],
    ],
    ['contractor', ['Assigned Cases', 'Hours This Month', 'Unread Messages']],
    ['free', ['Available Cases']],
  ] as const)('shows the %s stat cards', async (role, labels) => {
    renderApp({ as: role, at: paths.dashboard.home });
    await screen.findByRole('heading', { level: 1, name: /^Welcome, / });
    // The cards mount once the user's settings are known (a hidden widget never flashes).
    const shown = (await screen.findAllByRole('term')).map((dt) => dt.textContent);
    expect(shown).toEqual(labels);
  });
});
