import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { addAccount, http, HttpResponse, sentMail, server, urls } from '@/test/backend';
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

  it('links to the forgotten-password page', async () => {
    renderApp({ at: paths.login });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
  });

  it('says a network failure in plain words and keeps what was typed', async () => {
    server.use(http.post(urls.auth('/token'), () => HttpResponse.error()));
    renderApp({ at: paths.login });
    await signInThroughForm('dana@example.test', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.test');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
  });

  it('offers to send the confirmation again when the email is not confirmed yet', async () => {
    server.use(
      http.post(urls.auth('/token'), () =>
        HttpResponse.json(
          { code: 400, error_code: 'email_not_confirmed', msg: 'Email not confirmed' },
          { status: 400 },
        ),
      ),
    );
    renderApp({ at: paths.login });
    await signInThroughForm('new@example.test', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email address is not confirmed yet.',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Send the confirmation email again' }),
    );
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(await screen.findByText('new@example.test')).toBeInTheDocument();
    expect(sentMail).toEqual([{ kind: 'signup', email: 'new@example.test' }]);
  });
});

describe('returning to the page asked for after signing in', () => {
  it('signs a signed-out visitor in on the case they opened, not the dashboard', async () => {
    addAccount('contractor');
    const { router } = renderApp({ at: '/dashboard/cases/42?tab=time' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe(paths.login);

    await signInThroughForm('contractor@example.test');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/dashboard/cases/42?tab=time',
      ),
    );
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login'])(
    'never follows a remembered %s out of the app or back to sign-in',
    async (path) => {
      localStorage.setItem('postLoginRedirect', path);
      addAccount('free');
      const { router } = renderApp({ at: paths.login });
      await signInThroughForm();
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.home));
    },
  );
});
