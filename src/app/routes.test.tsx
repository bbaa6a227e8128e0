import { screen, waitFor } from '@testing-library/react';
import { setSignedIn, setSignedOut } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

vi.mock('@/features/auth/api/auth-api');

describe('route guards', () => {
  it.each([
    '/dashboard',
    '/dashboard/cases',
    '/dashboard/settings',
    '/dashboard/time-tracking',
    '/opportunities',
  ])('sends a signed-out visitor from %s to /login', async (path) => {
    setSignedOut();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor on an unknown path to the landing page', async () => {
    setSignedOut();
    const { router } = renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Ready to Serve as a Guardian ad Litem?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user on an unknown path to the dashboard', async () => {
    setSignedIn('contractor', { full_name: 'Carla Jones' });
    const { router } = renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Carla Jones' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(['/login', '/signup'])(
    'sends a signed-in user from %s to the dashboard',
    async (path) => {
      setSignedIn('free');
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );

  it('opens /opportunities as the dashboard opportunities page', async () => {
    setSignedIn('contractor');
    const { router } = renderApp('/opportunities');
    expect(await screen.findByRole('heading', { name: 'Opportunities' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/opportunities');
  });

  it.each([
    ['/dashboard/cases', 'Case Management'],
    ['/dashboard/profile', 'Profile Settings'],
    ['/dashboard/settings', 'Dashboard Settings'],
  ])('lets a signed-in user open %s', async (path, heading) => {
    setSignedIn('admin');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the loading view, not a redirect, while the session is being restored', async () => {
    setSignedOut();
    const { useAuthStore } = await import('@/features/auth');
    useAuthStore.setState({ initializing: true });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent(/Loading/);
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('dashboard home', () => {
  it.each([
    ['admin', ['Active Cases', 'Contractors', 'Unread Messages']],
    ['contractor', ['Assigned Cases', 'Hours This Month', 'Unread Messages']],
    ['free', ['Available Cases']],
  ] as const)('shows the %s stat cards', async (role, labels) => {
    setSignedIn(role);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /^Welcome, / });
    const shown = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(shown).toEqual(labels);
  });
});
