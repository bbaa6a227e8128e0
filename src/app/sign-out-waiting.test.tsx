import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useOutbox } from '@/features/work-record';
import { paths } from '@/lib/paths';
import { renderApp } from '@/test/render-app';

type Queued = ReturnType<typeof useOutbox.getState>['items'][number];

const WAITING = {
  id: 'c-1',
  userId: 'id-contractor',
  caseId: 'case-1',
  caseTitle: 'Rural visit',
  input: {
    id: 'c-1',
    caseId: 'case-1',
    contact_date: '2026-11-20',
    contact_type: 'phone',
    contact_with: ['parent'],
    contact_made: true,
    minutes: 10,
    miles: 0,
    notes: 'Called the mother',
    follow_up: false,
    expenses: [],
  },
  receipts: [],
  queuedAt: 1,
  refusal: null,
} satisfies Queued;

describe('signing out with contacts waiting on the device', () => {
  it('asks first; Stay Signed In keeps everything, Sign Out and Delete Them goes home', async () => {
    const ui = userEvent.setup();
    renderApp({ as: 'contractor', at: paths.dashboard.cases });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    act(() => useOutbox.setState({ items: [WAITING] }));

    await ui.click(menu);
    await ui.click(screen.getByRole('button', { name: 'Sign Out' }));
    let warning = await screen.findByRole('dialog', { name: 'Sign out with contacts not sent?' });
    expect(warning).toHaveTextContent('1 contact has not been sent yet.');
    await ui.click(within(warning).getByRole('button', { name: 'Stay Signed In' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useOutbox.getState().items).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Menu' }));
    await ui.click(screen.getByRole('button', { name: 'Sign Out' }));
    warning = await screen.findByRole('dialog', { name: 'Sign out with contacts not sent?' });
    await ui.click(within(warning).getByRole('button', { name: 'Sign Out and Delete Them' }));
    expect(
      await screen.findByRole('heading', { name: 'Ready to Serve as a Guardian ad Litem?' }),
    ).toBeInTheDocument();
    expect(useOutbox.getState().items).toEqual([]);
  });
});
