import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import type { Message, Thread } from '../api/messages-api';

const CASE = 'case-1';
const thread: Thread = {
  case_id: CASE,
  case_title: 'Custody dispute, Broward',
  case_status: 'assigned',
  admin_id: 'id-admin-1',
  admin_name: 'Alicia Admin',
  contractor_id: 'id-contractor',
  contractor_name: 'Pat Contractor',
  last_message_body: '<img src=x onerror=alert(1)>',
  last_message_at: '2026-11-20T10:00:00Z',
  last_sender_id: 'id-admin-1',
  message_count: 1,
  unread_count: 1,
  can_send: true,
};

function backend() {
  const messages: Message[] = [
    {
      id: 'm1',
      case_id: CASE,
      sender_id: 'id-admin-1',
      body: '<img src=x onerror=alert(1)>',
      created_at: '2026-11-20T10:00:00Z',
      read_at: null,
    },
  ];
  const sent: string[] = [];
  let unread = 1;
  server.use(
    http.post(urls.rpc('message_threads'), () =>
      HttpResponse.json([{ ...thread, unread_count: unread }]),
    ),
    http.get(urls.rest('messages'), () => HttpResponse.json(messages)),
    http.post(urls.rpc('mark_thread_read'), () => {
      const marked = unread;
      unread = 0;
      return HttpResponse.json(marked);
    }),
    http.post(urls.rpc('unread_message_count'), () => HttpResponse.json(unread)),
    // The dashboard frame's first load (the badge's first count), then the badge's own polls.
    http.post(urls.rpc('my_shell'), () =>
      HttpResponse.json({ settings: null, unread_messages: unread, unread_notifications: 0 }),
    ),
    http.post(urls.rest('messages'), async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      sent.push(body);
      const m = {
        id: `m${messages.length + 1}`,
        case_id: CASE,
        sender_id: 'id-contractor',
        body,
        created_at: '2026-11-20T11:00:00Z',
        read_at: null,
      };
      messages.push(m);
      return HttpResponse.json(m);
    }),
  );
  return { sent };
}

describe('Messages', () => {
  it('shows an open thread loading, never "No messages yet", until its messages arrive', async () => {
    backend();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(urls.rest('messages'), async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.messageThread(CASE) });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Loading messages')).toBeInTheDocument();
    expect(within(list).queryByText('No messages yet.')).toBeNull();
    answer();
    expect(await within(list).findByText('No messages yet.')).toBeInTheDocument();
  });

  it('shows the unread count in the navigation until the thread is opened', async () => {
    backend();
    renderApp({ as: 'contractor', at: paths.dashboard.messages });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' }, { timeout: 3000 });
    expect(await within(nav).findByTestId('unread-badge')).toHaveTextContent('1 unread');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Custody dispute, Broward/ }));
    await vi.waitFor(() => expect(within(nav).queryByTestId('unread-badge')).toBeNull());
  });

  it('shows message text as text, never as HTML', async () => {
    backend();
    const { container } = renderApp({
      as: 'contractor',
      at: paths.dashboard.messageThread(CASE),
    });
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 3000 });
    expect(await within(list).findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, and clears the composer', async () => {
    const { sent } = backend();
    renderApp({ as: 'contractor', at: paths.dashboard.messageThread(CASE) });
    const ui = userEvent.setup();
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await ui.type(composer, 'Visit done{Shift>}{Enter}{/Shift}Report Friday');
    expect(sent).toEqual([]);
    await ui.keyboard('{Enter}');
    await vi.waitFor(() => expect(sent).toEqual(['Visit done\nReport Friday']));
    expect(composer).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByText(/Report Friday/)).toBeVisible();
  });

  it('sends with the button and ignores a blank message', async () => {
    const { sent } = backend();
    renderApp({ as: 'contractor', at: paths.dashboard.messageThread(CASE) });
    const ui = userEvent.setup();
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await ui.type(composer, '   ');
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    await ui.clear(composer);
    await ui.type(composer, 'Thanks');
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(sent).toEqual(['Thanks']));
  });

  it('lists the first 50 conversations and loads 50 more at a time', async () => {
    const threads = Array.from({ length: 120 }, (_, i) => ({
      ...thread,
      case_id: `case-${i}`,
      case_title: `Case number ${i}`,
      unread_count: 0,
    }));
    const asked: unknown[] = [];
    server.use(
      http.post(urls.rpc('message_threads'), async ({ request }) => {
        const args = (await request.json()) as { thread_limit: number; thread_case?: string };
        asked.push(args);
        const rows = args.thread_case
          ? threads.filter((t) => t.case_id === args.thread_case)
          : threads.slice(0, args.thread_limit);
        return HttpResponse.json(rows);
      }),
      http.get(urls.rest('messages'), () => HttpResponse.json([])),
      http.post(urls.rpc('unread_message_count'), () => HttpResponse.json(0)),
    );
    // A link to the 100th conversation: older than the first page, shown all the same.
    renderApp({ as: 'contractor', at: paths.dashboard.messageThread('case-99') });
    const nav = await screen.findByRole('navigation', { name: 'Conversations' }, { timeout: 3000 });
    await vi.waitFor(() => expect(within(nav).getAllByRole('button')).toHaveLength(51));
    expect(await screen.findByRole('heading', { name: 'Case number 99', level: 2 })).toBeVisible();
    expect(asked).toContainEqual({ thread_limit: 1, thread_case: 'case-99' });
    const ui = userEvent.setup();
    await ui.click(within(nav).getByRole('button', { name: 'Load more conversations' }));
    await vi.waitFor(() => expect(within(nav).getAllByRole('button')).toHaveLength(101));
    await ui.click(within(nav).getByRole('button', { name: 'Load more conversations' }));
    await vi.waitFor(() => expect(within(nav).getAllByRole('button')).toHaveLength(120));
    expect(within(nav).queryByRole('button', { name: 'Load more conversations' })).toBeNull();
    // Each ask is from the top (a poll repeats the current one): 50, 100, 150, one more to see if more follow.
    const limits = asked
      .filter((a) => !(a as { thread_case?: string }).thread_case)
      .map((a) => (a as { thread_limit: number }).thread_limit);
    expect([...new Set(limits)]).toEqual([51, 101, 151]);
  });
});
