import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { headCount, http, HttpResponse, myShell, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import type { Notification } from '../api/notifications-api';

const notifications: Notification[] = [
  {
    id: 'n1',
    kind: 'court_date_added',
    title: 'Hearing added: Judicial review',
    body: 'Reunification review, Duval: Mar 16, 2027, 10:00 AM.',
    link: paths.dashboard.case('case-9'),
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    read_at: null,
  },
  {
    id: 'n2',
    kind: 'message',
    title: 'New message from Alicia Admin',
    body: 'About Reunification review, Duval',
    link: paths.dashboard.messageThread('case-9'),
    created_at: new Date(Date.now() - 3 * 86400_000).toISOString(),
    read_at: null,
  },
];

/** A notifications table for the signed-in user: counts and lists what is unread now. */
function notificationTable() {
  const rows = notifications.map((n) => ({ ...n }));
  const marks: URLSearchParams[] = [];
  server.use(
    http.head(urls.rest('notifications'), () => headCount(rows.filter((n) => !n.read_at).length)),
    // A dashboard page's first count comes with the frame's one request; later ones are the bell's.
    myShell({ unreadNotifications: () => rows.filter((n) => !n.read_at).length }),
    http.get(urls.rest('notifications'), () => HttpResponse.json(rows)),
    http.patch(urls.rest('notifications'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      marks.push(query);
      const id = query.get('id')?.replace('eq.', '');
      for (const n of rows) if (!id || n.id === id) n.read_at ??= new Date().toISOString();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { marks };
}

const bell = (name: RegExp | string) => screen.findByRole('button', { name });

describe('the notification bell', () => {
  it('shows the unread count and lists the notifications when opened', async () => {
    notificationTable();
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    const button = await bell('Notifications, 2 unread');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const link = await within(panel).findByRole('link', {
      name: 'Unread: Hearing added: Judicial review',
    });
    expect(link).toHaveAttribute('href', paths.dashboard.case('case-9'));
    expect(within(panel).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(panel).getByText('3 days ago')).toBeInTheDocument();
  });

  it('marks one read, then all, and counts down', async () => {
    const { marks } = notificationTable();
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    const ui = userEvent.setup();
    await ui.click(await bell('Notifications, 2 unread'));
    await ui.click(
      await screen.findByRole('button', { name: 'Mark read: New message from Alicia Admin' }),
    );
    await bell('Notifications, 1 unread');
    expect(marks[0]!.get('id')).toBe('eq.n2');
    expect(marks[0]!.get('read_at')).toBe('is.null');
    expect(screen.getByRole('link', { name: 'New message from Alicia Admin' })).toBeVisible();

    await ui.click(screen.getByRole('button', { name: 'Mark all read' }));
    await bell('Notifications');
    expect(marks[1]!.get('id')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('closes on Escape with focus back on the bell, and follows a link to its page', async () => {
    const { marks } = notificationTable();
    const { router } = renderApp({ as: 'contractor', at: paths.dashboard.home });
    const ui = userEvent.setup();
    const button = await bell('Notifications, 2 unread');
    await ui.click(button);
    await screen.findByRole('link', { name: /Hearing added/ });
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await ui.click(button);
    await ui.click(await screen.findByRole('link', { name: /Hearing added/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.dashboard.case('case-9')),
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(marks.map((m) => m.get('id'))).toEqual(['eq.n1']));
  });

  it('says when there is nothing yet', async () => {
    renderApp({ as: 'admin', at: paths.dashboard.home });
    await userEvent.setup().click(await bell('Notifications'));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});
