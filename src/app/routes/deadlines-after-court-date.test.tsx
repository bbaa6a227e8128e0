// A court date added on the case page is on the dashboard's Upcoming Deadlines when the
// user goes back there: the write invalidates the court keys, so the widget reads again
// instead of showing the answer it had before.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const DAY = 86_400_000;

const theCase = {
  id: 'case-9',
  title: 'Dependency review, Duval',
  description: 'Two siblings in shelter care.',
  type: 'paid',
  status: 'in_progress',
  county: 'Duval',
  category: 'Dependency',
  urgency: 'High',
  compensation: null,
  abuse_allegation: false,
  last_message_at: null,
  accept_blocker: null,
  admin_id: 'id-admin',
  contractor_id: 'id-contractor',
  created_at: '2026-10-01T12:00:00Z',
  updated_at: '2026-10-01T12:00:00Z',
  admin: { id: 'id-admin', full_name: 'Alicia Admin', email: 'a@example.test' },
  contractor: { id: 'id-contractor', full_name: 'Pat Contractor', email: 'c@example.test' },
  case_events: [],
};

/** The case's court dates as the database holds them, and upcoming_deadlines over them. */
function courtBackend() {
  const rows: Record<string, unknown>[] = [];
  server.use(
    http.get(urls.rest('cases'), () => HttpResponse.json(theCase)),
    http.get(urls.rest('court_dates'), () => HttpResponse.json(rows)),
    http.post(urls.rest('court_dates'), async ({ request }) => {
      const body = (await request.json()) as { hearing_at: string; hearing_type: string };
      rows.push({
        ...body,
        id: `cd-${rows.length + 1}`,
        report_due_at: new Date(Date.parse(body.hearing_at) - 3 * DAY).toISOString(),
        report_status: 'not_started',
        created_by: 'id-contractor',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      return new HttpResponse(null, { status: 201 });
    }),
    http.post(urls.rpc('upcoming_deadlines'), () =>
      HttpResponse.json(
        rows.map((row) => ({
          court_date_id: row.id,
          case_id: theCase.id,
          case_title: theCase.title,
          kind: 'hearing',
          due_at: row.hearing_at,
          hearing_at: row.hearing_at,
          hearing_type: row.hearing_type,
          report_status: row.report_status,
          overdue: false,
        })),
      ),
    ),
  );
}

/** `datetime-local`'s value for a moment `ms` from now, in the browser's time zone. */
/** A day some time from now, as the date field takes it (the court's day is near enough). */
function dateInput(ms: number): string {
  return new Date(Date.now() + ms).toISOString().slice(0, 10);
}

describe('Upcoming Deadlines after a court date is added', () => {
  it('shows the new hearing when the contractor is back on the dashboard', async () => {
    courtBackend();
    const { router } = renderApp({ as: 'contractor', at: paths.dashboard.home });
    const before = await screen.findByRole('region', { name: 'Upcoming Deadlines' });
    expect(
      await within(before).findByText('No hearings or reports due in the next 14 days.'),
    ).toBeInTheDocument();

    await router.navigate(paths.dashboard.case(theCase.id));
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add Court Date' }));
    const form = screen.getByRole('form', { name: 'Add Court Date' });
    await ui.type(within(form).getByLabelText(/Hearing date/), dateInput(5 * DAY));
    await ui.type(within(form).getByLabelText(/Hearing time/), '09:00');
    await ui.selectOptions(within(form).getByLabelText(/Hearing type/), 'Disposition');
    await ui.click(within(form).getByRole('button', { name: 'Add Court Date' }));
    const court = screen.getByRole('region', { name: 'Court Dates' });
    expect(
      await within(court).findByRole('heading', { name: /^Disposition hearing, / }),
    ).toBeInTheDocument();

    await router.navigate(paths.dashboard.home);
    const after = await screen.findByRole('region', { name: 'Upcoming Deadlines' });
    expect(await within(after).findByText('Disposition hearing')).toBeInTheDocument();
    expect(within(after).getByRole('link', { name: theCase.title })).toHaveAttribute(
      'href',
      paths.dashboard.case(theCase.id),
    );
  });
});
