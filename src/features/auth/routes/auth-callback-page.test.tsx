import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import {
  addAccount,
  http,
  HttpResponse,
  issueLinkCode,
  sentMail,
  server,
  urls,
} from '@/test/backend';
import { renderApp } from '@/test/render-app';

const callback = (query: string) => `${paths.authCallback}?${query}`;

// GoTrue's redirect for a link it refuses (PKCE): the error in the query and the fragment.
const EXPIRED =
  'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

/** Signs up through the page with confirmations on, so this browser holds the PKCE verifier. */
async function signUpAwaitingConfirmation(email: string) {
  server.use(
    http.post(urls.auth('/signup'), () =>
      HttpResponse.json({ id: 'id-free', email, aud: 'authenticated', user_metadata: {} }),
    ),
  );
  const view = renderApp({ at: paths.signup });
  const ui = userEvent.setup();
  await ui.type(await screen.findByLabelText('Full Name'), 'Pat Free');
  await ui.type(screen.getByLabelText('Email'), email);
  await ui.type(screen.getByLabelText('Password'), 'secret1');
  await ui.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await ui.click(screen.getByRole('button', { name: 'Sign Up' }));
  await screen.findByRole('heading', { name: 'Check your email' });
  return view;
}

describe('/auth/callback', () => {
  it('signs in with a confirmation link and lands on the dashboard', async () => {
    const row = addAccount('free', { row: { full_name: 'Pat Free' } });
    const { router } = await signUpAwaitingConfirmation(row.email);
    await router.navigate(callback(`flow=signup&code=${issueLinkCode(row.email)}`));
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat Free' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard.home);
  });

  it('lands on the page a visitor asked for before signing up', async () => {
    const row = addAccount('free');
    const { router } = await signUpAwaitingConfirmation(row.email);
    localStorage.setItem('postLoginRedirect', paths.dashboard.enroll);
    await router.navigate(callback(`flow=signup&code=${issueLinkCode(row.email)}`));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.enroll));
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('says an expired or used link has expired, and sends a new one', async () => {
    renderApp({ at: callback(`flow=recovery&${EXPIRED}`) });
    expect(
      await screen.findByRole('heading', { name: 'This link did not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link has expired or has already been used.')).toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Email'), 'dana@example.test');
    await ui.click(screen.getByRole('button', { name: 'Send a New Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sentMail).toEqual([{ kind: 'recovery', email: 'dana@example.test' }]);
  });

  it('offers a new confirmation link for a refused sign-up link', async () => {
    renderApp({ at: callback(`flow=signup&${EXPIRED}`) });
    await screen.findByRole('heading', { name: 'This link did not work' });
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Email'), 'dana@example.test');
    await ui.click(screen.getByRole('button', { name: 'Send a New Link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(sentMail).toEqual([{ kind: 'signup', email: 'dana@example.test' }]);
  });

  it('says a code the server no longer knows has expired', async () => {
    const row = addAccount('free');
    const { router } = await signUpAwaitingConfirmation(row.email);
    await router.navigate(callback('flow=signup&code=never-issued'));
    expect(
      await screen.findByText('This link has expired or has already been used.'),
    ).toBeInTheDocument();
  });

  it('tells someone who confirmed from another browser to sign in', async () => {
    const row = addAccount('free');
    renderApp({ at: callback(`flow=signup&code=${issueLinkCode(row.email)}`) });
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      paths.login,
    );
  });

  it('tells someone who opened a reset link in another browser to open it where they asked', async () => {
    const row = addAccount('free');
    renderApp({ at: callback(`flow=recovery&code=${issueLinkCode(row.email)}`) });
    expect(
      await screen.findByText(
        'This link works only in the browser where it was asked for. Open it there, or ask for a new link here.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a link carrying a session in its fragment (anyone could send one)', async () => {
    renderApp({ at: `${paths.authCallback}#access_token=a&refresh_token=b&type=recovery` });
    expect(
      await screen.findByText('This kind of link does not work here. Ask for a new one below.'),
    ).toBeInTheDocument();
  });

  it('says a link with neither code nor error is incomplete', async () => {
    renderApp({ at: callback('flow=recovery') });
    expect(
      await screen.findByText(
        'This link is incomplete. Copy the whole link from the email, or ask for a new one.',
      ),
    ).toBeInTheDocument();
  });
});
