import { screen, within } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, myShell, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const HOUR = 3_600_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

const items = [
  {
    court_date_id: 'cd-2',
    case_id: 'case-2',
    case_title: 'Shelter review, Broward',
    kind: 'report',
    due_at: iso(-30 * HOUR),
    hearing_at: iso(42 * HOUR),
    hearing_type: 'judicial_review',
    report_status: 'not_started',
    overdue: true,
  },
  {
    court_date_id: 'cd-2',
    case_id: 'case-2',
    case_title: 'Shelter review, Broward',
    kind: 'hearing',
    due_at: iso(42 * HOUR),
    hearing_at: iso(42 * HOUR),
    hearing_type: 'judicial_review',
    report_status: 'not_started',
    overdue: false,
  },
];

function deadlines(settings: object | null = null, rows: object[] = items) {
  server.use(
    http.post(urls.rpc('upcoming_deadlines'), () => HttpResponse.json(rows)),
    myShell({ settings: () => settings && { user_id: 'id-admin', ...settings } }),
  );
}

describe('Upcoming Deadlines on the dashboard', () => {
  it('lists overdue reports first in red, with the overdue count for an admin', async () => {
    deadlines();
    renderApp({ as: 'admin', at: paths.dashboard.home });
    const card = await screen.findByRole('region', { name: 'Upcoming Deadlines' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Report due (Judicial review hearing) — overdue, 1 day late');
    expect(within(rows[0]!).getByText(/overdue/)).toHaveClass('text-red-700');
    expect(rows[1]).toHaveTextContent('Judicial review hearing');
    expect(within(rows[1]!).getByRole('link', { name: 'Shelter review, Broward' })).toHaveAttribute(
      'href',
      paths.dashboard.case('case-2'),
    );
    expect(within(card).getByText('1 overdue')).toBeInTheDocument();
  });

  it('shows a contractor their deadlines without the overdue count', async () => {
    deadlines();
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    const card = await screen.findByRole('region', { name: 'Upcoming Deadlines' });
    await within(card).findAllByRole('listitem');
    expect(within(card).queryByText('1 overdue')).not.toBeInTheDocument();
  });

  it("is hidden by 'Show Deadlines' off, and never shown to a free user", async () => {
    deadlines({ show_deadlines: false });
    const { unmount } = renderApp({ as: 'admin', at: paths.dashboard.home });
    await screen.findByRole('heading', { name: /Welcome/ });
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Upcoming Deadlines' })).toBeNull(),
    );
    unmount();

    deadlines();
    renderApp({ as: 'free', at: paths.dashboard.home });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('region', { name: 'Upcoming Deadlines' })).not.toBeInTheDocument();
  });

  it("shows a due time on the court's clock with its zone, and why a weekend moved it", async () => {
    deadlines(null, [
      {
        court_date_id: 'cd-3',
        case_id: 'case-3',
        case_title: 'Dependency review, Escambia',
        kind: 'report',
        // Fri 12 Mar 2027 09:00 CST; the plain 72 hours ended Sat 13 Mar 09:00 CST.
        due_at: '2027-03-12T15:00:00Z',
        hearing_at: '2027-03-16T15:00:00Z',
        hearing_type: 'status',
        report_status: 'not_started',
        overdue: false,
        county: 'Escambia',
        due_reason: 'moved from Sat 13 Mar: weekend',
        plain_due_at: '2027-03-13T15:00:00Z',
      },
    ]);
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    const card = await screen.findByRole('region', { name: 'Upcoming Deadlines' });
    const [row] = await within(card).findAllByRole('listitem');
    expect(row).toHaveTextContent(/Fri, Mar 12, 2027, 9:00 AM CT/);
    expect(within(row!).getByText(/^moved from Sat 13 Mar: weekend/)).toHaveTextContent(
      /plain figure Sat, Mar 13, 2027, 9:00 AM CT/,
    );
  });
});
