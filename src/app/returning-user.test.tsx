// A returning user's frame paints from the row cached on the last visit, before the session
// and the row are checked first, with no extra request; the server's answer still decides.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@/features/auth';
import { useProfileStore } from '@/features/profile';
import { paths } from '@/lib/paths';
import { supabase } from '@/lib/supabase';
import {
  addAccount,
  http,
  HttpResponse,
  server,
  storeSession,
  urls,
  userRow,
} from '@/test/backend';
import { endRenderedSession, renderApp } from '@/test/render-app';
import { resetAllStores } from '@/test/zustand-reset';

const welcome = (name: string) => ({ name: `Welcome, ${name}` });

/** A first visit to the dashboard, then a fresh page (stores empty, the browser's storage kept). */
async function visitedBefore(role: 'admin' | 'contractor', full_name: string) {
  const { user } = renderApp({ as: role, at: paths.dashboard.home, user: { full_name } });
  await screen.findByRole('heading', welcome(full_name));
  cleanup();
  endRenderedSession();
  resetAllStores();
  return user!;
}

/** Holds the users row's answer until the returned function is called. */
function holdUserRow(answer?: () => Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  server.use(
    http.get(urls.rest('users'), async () => {
      asked = true;
      await released;
      return answer ? answer() : undefined;
    }),
  );
  return { release, asked: () => asked };
}

describe("a returning user's first paint", () => {
  it('shows the frame from the last visit while the row is still being checked', async () => {
    const user = await visitedBefore('admin', 'Ada Admin');
    const row = holdUserRow();
    renderApp({ account: user, at: paths.dashboard.home });
    expect(await screen.findByRole('heading', welcome('Ada Admin'))).toBeInTheDocument();
    await waitFor(() => expect(row.asked()).toBe(true));
    expect(useProfileStore.getState().stale).toBe(true);
    row.release();
    await waitFor(() => expect(useProfileStore.getState().stale).toBe(false));
    expect(screen.getByRole('heading', welcome('Ada Admin'))).toBeInTheDocument();
  });

  it("follows the server's row once it answers (a new name and role)", async () => {
    const user = await visitedBefore('admin', 'Ada Admin');
    const changed = userRow('contractor', { ...user, role: 'contractor', full_name: 'Ada Jones' });
    const row = holdUserRow(() => HttpResponse.json(changed));
    renderApp({ account: user, at: paths.dashboard.home });
    await screen.findByRole('heading', welcome('Ada Admin'));
    expect(screen.getByRole('link', { name: 'Contractors' })).toBeInTheDocument();
    row.release();
    expect(await screen.findByRole('heading', welcome('Ada Jones'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contractors' })).not.toBeInTheDocument();
  });

  it("never shows one user's cached frame to another user of the browser", async () => {
    await visitedBefore('admin', 'Ada Admin');
    const other = addAccount('contractor', { row: { full_name: 'Carla Jones' } });
    storeSession(other);
    const row = holdUserRow();
    renderApp({ account: other, at: paths.dashboard.home });
    await waitFor(() => expect(row.asked()).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(screen.queryByText(/Ada Admin/)).not.toBeInTheDocument();
    row.release();
    expect(await screen.findByRole('heading', welcome('Carla Jones'))).toBeInTheDocument();
  });

  it('drops the cached frame and asks to sign in when the stored session no longer restores', async () => {
    const user = await visitedBefore('admin', 'Ada Admin');
    const key = (supabase.auth as unknown as { storageKey: string }).storageKey;
    const stored = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: 1_700_000_000 }));
    server.use(
      http.post(urls.auth('/token'), () =>
        HttpResponse.json(
          { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' },
          { status: 400 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Signed out as far as the fake service knows: the app finds only the stored session.
    expect(user.full_name).toBe('Ada Admin');
    const { router } = renderApp({ at: paths.dashboard.home });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(screen.queryByText(/Ada Admin/)).not.toBeInTheDocument();
    expect(useProfileStore.getState().user).toBeNull();
  });

  it('forgets the cached frame on sign-out', async () => {
    const { user } = renderApp({
      as: 'admin',
      at: paths.dashboard.home,
      user: { full_name: 'Ada Admin' },
    });
    await screen.findByRole('heading', welcome('Ada Admin'));
    await useAuthStore.getState().signOut();
    cleanup();
    endRenderedSession();
    resetAllStores();
    const row = holdUserRow();
    renderApp({ account: user!, at: paths.dashboard.home });
    await waitFor(() => expect(row.asked()).toBe(true));
    expect(screen.queryByText(/Ada Admin/)).not.toBeInTheDocument();
    row.release();
    expect(await screen.findByRole('heading', welcome('Ada Admin'))).toBeInTheDocument();
  });
});
