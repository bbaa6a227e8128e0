import { addAccount, http, HttpResponse, server, urls, userRow } from '@/test/backend';
import { useProfileStore } from './profile-store';

type AuthUser = Parameters<ReturnType<typeof useProfileStore.getState>['load']>[0];

function authUserOf(row: { id: string; email: string }, metadata: object = {}): AuthUser {
  return { id: row.id, email: row.email, user_metadata: metadata } as AuthUser;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('loading the signed-in user row', () => {
  it('loads the row of the auth user', async () => {
    const row = addAccount('contractor', { row: { full_name: 'Carla Jones' } });
    await expect(useProfileStore.getState().load(authUserOf(row))).resolves.toBe(true);
    expect(useProfileStore.getState().user).toEqual(row);
  });

  it('creates the missing row (PGRST116) with the sign-up name and no role, then reloads it', async () => {
    const row = addAccount('free', { noRow: true });
    const inserted: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.startsWith(urls.rest('users'))) {
        inserted.push(await request.clone().json());
      }
    });

    await useProfileStore.getState().load(authUserOf(row, { full_name: ' Dana Doe ' }));

    expect(inserted).toEqual([{ id: row.id, email: row.email, full_name: 'Dana Doe' }]);
    expect(useProfileStore.getState().user).toMatchObject({ id: row.id, full_name: 'Dana Doe' });
  });

  it("names the created row 'User' when sign-up metadata has no full name", async () => {
    const row = addAccount('free', { noRow: true });
    await useProfileStore.getState().load(authUserOf(row));
    expect(useProfileStore.getState().user?.full_name).toBe('User');
  });

  it('answers false and keeps no row when the row cannot be loaded', async () => {
    const row = addAccount('free');
    server.use(
      http.get(urls.rest('users'), () =>
        HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
      ),
    );
    await expect(useProfileStore.getState().load(authUserOf(row))).resolves.toBe(false);
    expect(useProfileStore.getState().user).toBeNull();
    expect(useProfileStore.getState().loading).toBe(false);
  });

  it('loads once when asked twice for the same user', async () => {
    const row = addAccount('free');
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.startsWith(urls.rest('users'))) reads++;
    });
    const user = authUserOf(row);
    await Promise.all([
      useProfileStore.getState().load(user),
      useProfileStore.getState().load(user),
    ]);
    expect(reads).toBe(1);
  });
});

describe('reload', () => {
  it('refreshes the row, e.g. after an approval made the user a contractor', async () => {
    const row = addAccount('free');
    await useProfileStore.getState().load(authUserOf(row));
    server.use(
      http.get(urls.rest('users'), () => HttpResponse.json(userRow('contractor', { id: row.id }))),
    );

    await useProfileStore.getState().reload();

    expect(useProfileStore.getState().user?.role).toBe('contractor');
  });

  it('keeps the row on screen when the reload fails', async () => {
    const row = addAccount('free');
    await useProfileStore.getState().load(authUserOf(row));
    server.use(
      http.get(urls.rest('users'), () =>
        HttpResponse.json({ code: 'XX000', message: 'boom' }, { status: 500 }),
      ),
    );
    await useProfileStore.getState().reload();
    expect(useProfileStore.getState().user).toEqual(row);
  });
});
