import { useAuthStore, type Session } from '@/features/auth';
import { useProfileStore } from '@/features/profile';
import { addAccount, http, HttpResponse, server, urls } from '@/test/backend';
import { startSession } from './session';

const sessionOf = (row: { id: string; email: string }) =>
  ({ user: { id: row.id, email: row.email, user_metadata: {} } }) as unknown as Session;

const refuseRow = () =>
  HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 });

let stop: () => void;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  stop = startSession();
});
afterEach(() => stop());

describe('the session ties auth to profile', () => {
  it('loads the row when a session appears and clears it when the session ends', async () => {
    const row = addAccount('admin');
    useAuthStore.setState({ session: sessionOf(row) });
    await vi.waitFor(() => expect(useProfileStore.getState().user?.id).toBe(row.id));

    useAuthStore.setState({ session: null });
    expect(useProfileStore.getState().user).toBeNull();
  });

  it('ends the session with the profile error when the row cannot be loaded', async () => {
    const row = addAccount('free');
    server.use(http.get(urls.rest('users'), refuseRow));
    useAuthStore.setState({ session: sessionOf(row) });
    await vi.waitFor(() =>
      expect(useAuthStore.getState().endedBecause).toBe(
        'Error loading user profile. Please sign in again.',
      ),
    );
    expect(useAuthStore.getState().session).toBeNull();
  });

  it('leaves alone a session that signed out before its row failed', async () => {
    const row = addAccount('free');
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    let answered = false;
    server.use(
      http.get(urls.rest('users'), async () => {
        await failed;
        answered = true;
        return refuseRow();
      }),
    );
    useAuthStore.setState({ session: sessionOf(row) });
    await vi.waitFor(() => expect(useProfileStore.getState().loading).toBe(true));
    useAuthStore.setState({ session: null });
    fail();
    await vi.waitFor(() => expect(answered).toBe(true));
    await vi.waitFor(() => expect(useProfileStore.getState().loading).toBe(false));
    expect(useAuthStore.getState().endedBecause).toBeNull();
  });
});
