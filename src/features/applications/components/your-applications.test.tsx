import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useProfileStore } from '@/features/profile';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls, userRow } from '@/test/backend';
import { renderApp } from '@/test/render-app';

function summary(status: string, created_at: string, reviewed_at: string | null = null) {
  return {
    id: `app-${status}`,
    status,
    created_at,
    reviewed_at,
    full_name: 'Pat Free',
    email: 'free@example.test',
  };
}

describe('Your Applications', () => {
  it('shows nothing when the user has not applied', async () => {
    renderApp({ as: 'free', at: paths.dashboard.home });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('heading', { name: 'Your Applications' })).not.toBeInTheDocument();
  });

  it('lists both kinds newest first and opens an accessible details dialog', async () => {
    server.use(
      http.get(urls.rest('assistant_applications'), () =>
        HttpResponse.json([summary('pending', '2026-11-20T10:00:00Z')]),
      ),
      http.get(urls.rest('contractor_applications'), () =>
        HttpResponse.json([summary('rejected', '2026-05-01T10:00:00Z', '2026-05-10T10:00:00Z')]),
      ),
    );
    renderApp({ as: 'free', at: paths.dashboard.home });
    const ui = userEvent.setup();
    const section = (await screen.findByRole('heading', { name: 'Your Applications' }))
      .parentElement!;
    const cards = within(section).getAllByRole('button');
    expect(cards.map((c) => c.textContent)).toEqual([
      'GAL AssistantPendingSubmitted November 20, 2026View details',
      'Family Law Guardian ad LitemRejectedSubmitted May 1, 2026View details',
    ]);

    await ui.click(cards[0]!);
    const dialog = screen.getByRole('dialog', { name: 'GAL Assistant Application' });
    expect(dialog).toHaveTextContent(
      'Your application is being reviewed by our team. We will contact you within 3-5 business days with an update.',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Application review (1-2 business days)',
      'Background check initiation',
      'Interview scheduling (if approved)',
      'Training program enrollment',
    ]);
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cards[0]).toHaveFocus();

    await ui.click(cards[1]!);
    const rejected = screen.getByRole('dialog', {
      name: 'Family Law Guardian ad Litem Application',
    });
    expect(rejected).toHaveTextContent(
      'Unfortunately, your application was not approved at this time. You may reapply in 6 months.',
    );
    expect(rejected).toHaveTextContent('You may apply again from November 10, 2026.');
  });

  it('rereads the user row when a GAL application has been approved, so the menu follows', async () => {
    let reads = 0;
    server.use(
      http.get(urls.rest('contractor_applications'), () =>
        HttpResponse.json([summary('approved', '2026-11-01T10:00:00Z', '2026-11-03T10:00:00Z')]),
      ),
      // The session's first read still says free; the approval has made them a contractor since.
      http.get(urls.rest('users'), () => {
        reads += 1;
        return HttpResponse.json(userRow(reads === 1 ? 'free' : 'contractor', { id: 'id-free' }));
      }),
    );
    renderApp({ as: 'free', at: paths.dashboard.home });
    await screen.findByRole('heading', { name: 'Your Applications' });
    await waitFor(() => expect(useProfileStore.getState().user?.role).toBe('contractor'));
    expect(reads).toBe(2);
    expect(await screen.findAllByRole('link', { name: 'Time Tracking' })).not.toHaveLength(0);
  });
});
