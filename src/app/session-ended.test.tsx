// An expired or revoked session: the user is signed out with one plain line on /login and,
// once signed in again, is back on the page they were on.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { supabase } from '@/lib/supabase';
import { addAccount, http, HttpResponse, server, storeSession, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const ENDED = 'Your session has ended. Please sign in again.';

async function signInAgain(email: string) {
  const ui = userEvent.setup();
  await ui.type(screen.getByLabelText('Email'), email);
  await ui.type(screen.getByLabelText('Password'), 'secret1');
  await ui.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('a session that ends under the user', () => {
  it('signs out when an API refuses the token, and returns to the page after signing in', async () => {
    let refuse = true;
    server.use(
      http.get(urls.rest('cases'), () =>
        refuse
          ? HttpResponse.json(
              { code: 'PGRST301', details: null, hint: null, message: 'JWT expired' },
              { status: 401 },
            )
          : HttpResponse.json([]),
      ),
    );
    const { router, user } = renderApp({ as: 'contractor', at: paths.dashboard.cases });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.getByRole('alert')).toHaveTextContent(ENDED);
    expect(router.state.location.pathname).toBe(paths.login);
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    refuse = false;
    await signInAgain(user!.email);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.cases));
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it('keeps the session when an API refuses the request for another reason', async () => {
    server.use(
      http.get(urls.rest('cases'), () =>
        HttpResponse.json(
          {
            code: '42501',
            details: null,
            hint: null,
            message: 'permission denied for table cases',
          },
          { status: 401 },
        ),
      ),
    );
    const { router } = renderApp({ as: 'contractor', at: paths.dashboard.cases });
    expect(await screen.findByText(/Error loading cases/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard.cases);
    expect((await supabase.auth.getSession()).data.session).not.toBeNull();
  });

  it('says so on start when the stored session can no longer be refreshed', async () => {
    const row = addAccount('admin');
    storeSession(row);
    // A day later: the access token has expired and the refresh token was revoked.
    const key = (supabase.auth as unknown as { storageKey: string }).storageKey;
    const stored = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: 1_700_000_000 }));
    server.use(
      http.post(urls.auth('/token'), ({ request }) =>
        new URL(request.url).searchParams.get('grant_type') === 'refresh_token'
          ? HttpResponse.json(
              {
                code: 400,
                error_code: 'refresh_token_not_found',
                msg: 'Invalid Refresh Token: Refresh Token Not Found',
              },
              { status: 400 },
            )
          : HttpResponse.json({ error: 'unexpected' }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp({ at: paths.dashboard.requests });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.getByRole('alert')).toHaveTextContent(ENDED);
    expect(router.state.location.pathname).toBe(paths.login);
    // Remembered by the sign-in page's effect, which may run just after its first paint.
    await waitFor(() =>
      expect(localStorage.getItem('postLoginRedirect')).toBe(paths.dashboard.requests),
    );
  });
});
