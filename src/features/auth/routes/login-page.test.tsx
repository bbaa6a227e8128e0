import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { addAccount, http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

async function signInThroughForm(email = 'free@example.test', password = 'secret1') {
  const ui = userEvent.setup();
  await ui.type(await screen.findByLabelText('Email'), email);
  await ui.type(screen.getByLabelText('Password'), password);
  await ui.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login', () => {
  it('shows the invalid-credentials text in the error line', async () => {
    addAccount('free');
    renderApp({ at: paths.login });
    await signInThroughForm('free@example.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('goes to the remembered post-login path, then forgets it', async () => {
    localStorage.setItem('postLoginRedirect', '/apply');
    addAccount('free');
    const { router } = renderApp({ at: paths.login });

    await signInThroughForm();

    expect(
      await screen.findByRole('heading', { name: 'Direct Access to Guardian ad Litem Work' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.apply);
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('goes to the dashboard when no path was remembered', async () => {
    addAccount('free', { row: { full_name: 'Pat Free' } });
    const { router } = renderApp({ at: paths.login });

    await signInThroughForm();

    expect(await screen.findByRole('heading', { name: 'Welcome, Pat Free' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard.home);
  });

  it('signs out again with the profile error when the user row cannot be loaded', async () => {
    addAccount('free');
    server.use(
      http.get(urls.rest('users'), () =>
        HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp({ at: paths.login });
    await signInThroughForm();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.login);
      expect(screen.getByText('Error loading user profile. Please sign in again.')).toBeVisible();
    });
  });

  it('links to sign up', async () => {
    renderApp({ at: paths.login });
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      paths.signup,
    );
  });
});
