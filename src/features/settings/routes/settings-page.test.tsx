import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import type { Tables } from '@/lib/database.types';
import { http, HttpResponse, myShell, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

type Row = Tables<'user_settings'>;

/** A settings table of one user's row, as PostgREST would keep it. */
function settingsTable(initial: Partial<Row> | null = null) {
  let row = initial as Row | null;
  const saves: Partial<Row>[] = [];
  server.use(
    http.get(urls.rest('user_settings'), () => HttpResponse.json(row)),
    myShell({ settings: () => row }),
    http.post(urls.rest('user_settings'), async ({ request }) => {
      const body = (await request.json()) as Row;
      saves.push(body);
      row = { ...body, created_at: '', updated_at: '' };
      return HttpResponse.json(row);
    }),
  );
  return { saves };
}

describe('Dashboard Settings', () => {
  it('shows SPEC defaults for a user with no saved settings', async () => {
    settingsTable();
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    expect(await screen.findByRole('checkbox', { name: /New Cases/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Compact View/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Show Time Tracking/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeEnabled();
    // Made real: sections of their own (court and compliance features), no longer Coming Soon.
    const soon = screen.getByRole('region', { name: 'Coming Soon' });
    expect(
      within(soon)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Custom Dashboard Layouts']);
    expect(screen.getByRole('region', { name: 'Calendar Integration' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Dashboard Widgets' })).toBeVisible();
  });

  it('turns the dashboard dark at once, saves it, and keeps a copy for the first paint', async () => {
    const { saves } = settingsTable();
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    await vi.waitFor(() => expect(saves.at(-1)).toMatchObject({ theme: 'dark' }));
    await vi.waitFor(() => expect(localStorage.getItem('gal-theme')).toBe('dark'));
    await ui.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('hides a dashboard widget switched off under Dashboard Widgets', async () => {
    const { saves } = settingsTable();
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    const widgets = await screen.findByRole('region', { name: 'Dashboard Widgets' });
    await ui.click(within(widgets).getByRole('checkbox', { name: /Visits Due/ }));
    await vi.waitFor(() => expect(saves.at(-1)).toMatchObject({ hidden_widgets: ['visits_due'] }));
    await ui.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('region', { name: 'Visits Due' })).toBeNull();
  });

  it('offers one control per kind of stat card: Display’s, not a second Overview switch', async () => {
    const { saves } = settingsTable();
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    const widgets = await screen.findByRole('region', { name: 'Dashboard Widgets' });
    expect(within(widgets).queryByRole('checkbox', { name: /Overview|card/i })).toBeNull();
    const display = screen.getByRole('region', { name: 'Display' });
    await ui.click(within(display).getByRole('checkbox', { name: /Show Case Count/ }));
    await ui.click(within(display).getByRole('checkbox', { name: /Show Time Tracking/ }));
    await vi.waitFor(() =>
      expect(saves.at(-1)).toMatchObject({ show_case_count: false, show_time_tracking: false }),
    );
    await ui.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).queryByText('Assigned Cases')).toBeNull();
    expect(within(overview).queryByText('Hours This Month')).toBeNull();
    expect(within(overview).getByText('Unread Messages')).toBeInTheDocument();
  });

  it('packs every dashboard page tighter in Compact View', async () => {
    settingsTable({ compact_view: true } as Row);
    renderApp({ as: 'contractor', at: paths.dashboard.cases });
    await screen.findByRole('heading', { name: 'Case Management' });
    await vi.waitFor(() =>
      expect(screen.getByRole('main').querySelector('[data-compact]')).not.toBeNull(),
    );
  });

  it('saves a change to the database and shows the saved choices on the next visit', async () => {
    const { saves } = settingsTable();
    const first = renderApp({ as: 'contractor', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('checkbox', { name: /Compact View/ }));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ user_id: 'id-contractor', compact_view: true });
    first.unmount();

    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    expect(await screen.findByRole('checkbox', { name: /Compact View/ })).toBeChecked();
  });

  it('puts a choice back and says so when the save fails', async () => {
    server.use(
      http.post(urls.rest('user_settings'), () =>
        HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: /Show Deadlines/ });
    await ui.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save your settings: You do not have permission to do that.',
    );
    expect(box).toBeChecked();
  });

  it('hides the case count and time tracking cards on the dashboard when switched off', async () => {
    settingsTable({ show_case_count: false, show_time_tracking: true, compact_view: true } as Row);
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await vi.waitFor(() => expect(within(overview).queryByText('Assigned Cases')).toBeNull());
    expect(within(overview).getByText('Hours This Month')).toBeVisible();
  });

  it('sends notifications by email as they happen by default, or as a daily digest, or not at all', async () => {
    const { saves } = settingsTable();
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    const email = await screen.findByRole('checkbox', { name: /Email/ });
    expect(email).toBeChecked();
    expect(screen.getByRole('radio', { name: 'As they happen' })).toBeChecked();

    await ui.click(screen.getByRole('radio', { name: 'Daily digest (7:00 AM Eastern)' }));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ email_notifications: true, email_daily_digest: true });

    await ui.click(email);
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ email_notifications: false });
    expect(screen.getByRole('radio', { name: 'As they happen' })).toBeDisabled();
  });
});

describe('Dashboard Settings saves', () => {
  it('never lets an older save land after a newer one', async () => {
    const order: boolean[] = [];
    let release: (() => void) | null = null;
    server.use(
      http.post(urls.rest('user_settings'), async ({ request }) => {
        const body = (await request.json()) as Row;
        // The first save is slow; a second one must wait for it, then send the newest state.
        if (order.length === 0) await new Promise<void>((r) => (release = r));
        order.push(body.compact_view);
        return HttpResponse.json({ ...body, created_at: '', updated_at: '' });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    const compact = await screen.findByRole('checkbox', { name: /Compact View/ });
    await ui.click(compact);
    await ui.click(compact);
    await vi.waitFor(() => expect(release).not.toBeNull());
    release!();
    await vi.waitFor(() => expect(order).toEqual([true, false]));
    expect(compact).not.toBeChecked();
  });
});
