import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, recordRequests, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

describe('dashboard frame', () => {
  it('shows the settings and both unread counts from one request', async () => {
    const asked = recordRequests();
    server.use(
      http.post(urls.rpc('my_shell'), () =>
        HttpResponse.json({
          settings: { user_id: 'id-contractor', theme: 'dark', compact_view: true },
          unread_messages: 3,
          unread_notifications: 2,
        }),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.home });

    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('3 unread');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(document.querySelector('[data-compact]')).not.toBeNull();
    expect(asked.filter((p) => p === 'rpc/my_shell')).toHaveLength(1);
    // None of the three asks again on first load; the bell's list waits until it opens.
    for (const own of ['user_settings', 'rpc/unread_message_count', 'notifications'])
      expect(asked).not.toContain(own);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByText('No notifications yet.');
    expect(asked).toContain('notifications');
  });

  it('keeps the page, with the defaults, when the one request fails', async () => {
    server.use(
      http.post(urls.rpc('my_shell'), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    // Defaults stand in: light theme, no counts.
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
