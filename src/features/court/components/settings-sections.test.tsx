import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const rules = [
  {
    category: 'Dependency',
    hours_before: 72,
    period_unit: 'hours',
    source: 'Fla. R. Juv. P. 8.215',
  },
  {
    category: 'Family Court',
    hours_before: 480,
    period_unit: 'days',
    source: '§61.403(5), Fla. Stat.',
  },
  { category: 'Juvenile', hours_before: 168, period_unit: 'days', source: 'Program default' },
].map((r) => ({ ...r, confirmed_with_counsel: false, updated_by: null, updated_at: '' }));

describe('Report Deadlines in Settings', () => {
  it('lets an admin change a rule, refusing hours that are not whole hours from 1', async () => {
    const saves: { query: URLSearchParams; body: unknown }[] = [];
    server.use(
      http.get(urls.rest('report_deadline_rules'), () => HttpResponse.json(rules)),
      http.patch(urls.rest('report_deadline_rules'), async ({ request }) => {
        saves.push({ query: new URL(request.url).searchParams, body: await request.json() });
        return HttpResponse.json([{ category: 'Juvenile' }]);
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.settings });
    const section = await screen.findByRole('region', { name: 'Report Deadlines' });
    expect(within(section).getByText(/must confirm them with counsel/)).toBeInTheDocument();
    const juvenile = await within(section).findByRole('form', { name: 'Juvenile report deadline' });
    expect(within(juvenile).getByText('To confirm with counsel')).toBeInTheDocument();
    expect(within(juvenile).getByText('Due 7 days before the hearing.')).toBeInTheDocument();
    const dependency = within(section).getByRole('form', { name: 'Dependency report deadline' });
    // Elapsed hours are not days at the same clock time across a DST change: say which.
    expect(within(dependency).getByText('Due 72 hours before the hearing.')).toBeInTheDocument();
    expect(within(section).queryByText(/\(3 days\)/)).not.toBeInTheDocument();

    const ui = userEvent.setup();
    const hours = within(juvenile).getByLabelText('Hours before the hearing');
    await ui.clear(hours);
    await ui.type(hours, '0');
    await ui.click(within(juvenile).getByRole('button', { name: 'Save Juvenile' }));
    expect(
      within(juvenile).getAllByText('Enter whole hours from 1 to 8760.').length,
    ).toBeGreaterThan(0);
    expect(saves).toEqual([]);

    await ui.clear(hours);
    await ui.type(hours, '100');
    await ui.click(within(juvenile).getByRole('button', { name: 'Save Juvenile' }));
    expect(
      within(juvenile).getByText('Counting days needs whole days of hours (24, 48, 72...).'),
    ).toBeInTheDocument();
    expect(saves).toEqual([]);

    await ui.clear(hours);
    await ui.type(hours, '120');
    await ui.click(within(juvenile).getByLabelText('Confirmed with counsel'));
    await ui.click(within(juvenile).getByRole('button', { name: 'Save Juvenile' }));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.query.get('category')).toBe('eq.Juvenile');
    expect(saves[0]!.body).toEqual({
      hours_before: 120,
      period_unit: 'days',
      source: 'Program default',
      confirmed_with_counsel: true,
    });
  });

  it('is for admins only', async () => {
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    await screen.findByRole('region', { name: 'Calendar Integration' });
    expect(screen.queryByRole('region', { name: 'Report Deadlines' })).not.toBeInTheDocument();
  });
});

describe('Calendar Integration in Settings', () => {
  it('makes a personal calendar URL, shown once with a copy button, and resets it', async () => {
    let createdAt: string | null = null;
    let calls = 0;
    server.use(
      http.get(urls.rest('calendar_feeds'), () =>
        HttpResponse.json(createdAt && { created_at: createdAt }),
      ),
      http.post(urls.rpc('reset_calendar_feed'), () => {
        calls += 1;
        createdAt = '2026-11-26T12:00:00Z';
        return HttpResponse.json(String(calls).repeat(64));
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    const section = await screen.findByRole('region', { name: 'Calendar Integration' });
    const ui = userEvent.setup();
    await ui.click(within(section).getByRole('button', { name: 'Create calendar link' }));
    const url = await within(section).findByLabelText('Your calendar URL');
    expect(url).toHaveValue(`${env.supabaseUrl}/functions/v1/calendar/${'1'.repeat(64)}.ics`);
    expect(within(section).getByText(/shown only this once/)).toBeInTheDocument();

    await ui.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${env.supabaseUrl}/functions/v1/calendar/${'1'.repeat(64)}.ics`,
    );
    expect(within(section).getByRole('status')).toHaveTextContent('Copied.');

    // Reset breaks subscribed calendars: it asks first, and Cancel changes nothing.
    await ui.click(within(section).getByRole('button', { name: 'Reset link' }));
    const ask = within(section).getByRole('alertdialog', { name: 'Reset your calendar link?' });
    expect(ask).toHaveTextContent(/stop updating at once/);
    expect(calls).toBe(1);
    await ui.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls).toBe(1);
    expect(url).toHaveValue(`${env.supabaseUrl}/functions/v1/calendar/${'1'.repeat(64)}.ics`);

    await ui.click(within(section).getByRole('button', { name: 'Reset link' }));
    await ui.click(within(section).getByRole('button', { name: 'Yes, reset link' }));
    await vi.waitFor(() =>
      expect(url).toHaveValue(`${env.supabaseUrl}/functions/v1/calendar/${'2'.repeat(64)}.ics`),
    );
    expect(calls).toBe(2);
  });

  it('stops sharing after asking: the feed is gone and no new URL is made', async () => {
    let createdAt: string | null = '2026-11-20T12:00:00Z';
    const calls: string[] = [];
    server.use(
      http.get(urls.rest('calendar_feeds'), () =>
        HttpResponse.json(createdAt && { created_at: createdAt }),
      ),
      http.post(urls.rpc('stop_calendar_feed'), () => {
        calls.push('stop');
        createdAt = null;
        return HttpResponse.json(true);
      }),
      http.post(urls.rpc('reset_calendar_feed'), () => {
        calls.push('reset');
        return HttpResponse.json('3'.repeat(64));
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    const section = await screen.findByRole('region', { name: 'Calendar Integration' });
    const ui = userEvent.setup();
    await ui.click(await within(section).findByRole('button', { name: 'Stop sharing' }));
    const ask = within(section).getByRole('alertdialog', { name: 'Stop sharing your calendar?' });
    expect(calls).toEqual([]);
    await ui.click(within(ask).getByRole('button', { name: 'Yes, stop sharing' }));
    expect(
      await within(section).findByText('Sharing stopped: your calendar link no longer works.'),
    ).toBeInTheDocument();
    expect(calls).toEqual(['stop']);
    expect(within(section).queryByLabelText('Your calendar URL')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Stop sharing' })).not.toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Create calendar link' }),
    ).toBeInTheDocument();
  });

  it('tells a returning user when the link was made, and that only a reset shows a URL again', async () => {
    server.use(
      http.get(urls.rest('calendar_feeds'), () =>
        HttpResponse.json({ created_at: '2026-11-20T12:00:00Z' }),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.settings });
    const section = await screen.findByRole('region', { name: 'Calendar Integration' });
    expect(
      await within(section).findByText(/made your calendar link on Nov 20, 2026/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Reset link' })).toBeInTheDocument();
    expect(within(section).queryByLabelText('Your calendar URL')).not.toBeInTheDocument();
  });

  it('is not offered to a free user', async () => {
    renderApp({ as: 'free', at: paths.dashboard.settings });
    await screen.findByRole('heading', { name: 'Dashboard Settings' });
    expect(screen.queryByRole('region', { name: 'Calendar Integration' })).not.toBeInTheDocument();
    expect(screen.queryByText('Calendar Integration')).not.toBeInTheDocument();
  });
});
