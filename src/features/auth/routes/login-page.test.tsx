import type { Session, User } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@/lib/errors';
import { setSignedOut, userRow } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import * as authApi from '../api/auth-api';

vi.mock('@/features/auth/api/auth-api');
const api = vi.mocked(authApi);

const user = { id: 'id-free', email: 'pat@example.test', user_metadata: {} } as User;
const session = { user, access_token: 'a', refresh_token: 'r' } as Session;

async function signInThroughForm() {
  const ui = userEvent.setup();
  await ui.type(await screen.findByLabelText('Email'), 'pat@example.test');
  await ui.type(screen.getByLabelText('Password'), 'secret1');
  await ui.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
  setSignedOut();
});

describe('/login', () => {
  it('shows the invalid-credentials text in the error line', async () => {
    api.signInWithPassword.mockRejectedValue(
      new AppError('Invalid login credentials', { code: 'invalid_credentials' }),
    );
    renderApp('/login');
    await signInThroughForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('goes to the remembered post-login path, then forgets it', async () => {
    localStorage.setItem('postLoginRedirect', '/apply');
    api.signInWithPassword.mockResolvedValue({ user, session });
    api.fetchUserRow.mockResolvedValue(userRow('free'));
    const { router } = renderApp('/login');

    await signInThroughForm();

    expect(
      await screen.findByRole('heading', { name: 'Direct Access to Guardian ad Litem Work' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apply');
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('goes to the dashboard when no path was remembered', async () => {
    api.signInWithPassword.mockResolvedValue({ user, session });
    api.fetchUserRow.mockResolvedValue(userRow('free', { full_name: 'Pat Free' }));
    const { router } = renderApp('/login');

    await signInThroughForm();

    expect(await screen.findByRole('heading', { name: 'Welcome, Pat Free' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('links to sign up', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
