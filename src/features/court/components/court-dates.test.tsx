import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const DAY = 86_400_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

const theCase = (contractorId = 'id-contractor', county = 'Duval') => ({
  id: 'case-9',
  title: 'Dependency review, Duval',
  description: 'Two siblings in shelter care.',
  type: 'paid',
  status: 'in_progress',
  county,
  category: 'Dependency',
  urgency: 'High',
  compensation: null,
  admin_id: 'id-admin',
  contractor_id: contractorId,
  created_at: '2026-10-01T12:00:00Z',
  updated_at: '2026-10-01T12:00:00Z',
  admin: { id: 'id-admin', full_name: 'Alicia Admin', email: 'a@example.test' },
  contractor: { id: contractorId, full_name: 'Pat Contractor', email: 'c@example.test' },
  case_events: [],
});

const courtDate = (over: object = {}) => ({
  id: 'cd-1',
  case_id: 'case-9',
  hearing_at: iso(DAY),
  hearing_type: 'judicial_review',
  courtroom: '4-1',
  judge: 'Hon. Maria Ortiz',
  notes: null,
  // Dependency: 72 h before, so a little over two days ago.
  report_due_at: iso(-2 * DAY - 3_600_000),
  report_status: 'not_started',
  created_by: 'id-admin',
  created_at: '2026-10-01T12:00:00Z',
  updated_at: '2026-10-01T12:00:00Z',
  ...over,
});

const rule = {
  category: 'Dependency',
  hours_before: 72,
  period_unit: 'hours',
  source: 'Fla. R. Juv. P. 8.215',
  confirmed_with_counsel: false,
  updated_by: null,
  updated_at: '2026-11-26T00:00:00Z',
};

/** The case page's backend: the case, its court dates, and what the page writes. */
function casePage(contractorId?: string, county?: string, rows = [courtDate()]) {
  const writes: { method: string; query: URLSearchParams; body: unknown }[] = [];
  const record = async (request: Request) => {
    writes.push({
      method: request.method,
      query: new URL(request.url).searchParams,
      body: request.method === 'DELETE' ? null : await request.json(),
    });
  };
  server.use(
    http.get(urls.rest('cases'), () => HttpResponse.json(theCase(contractorId, county))),
    // The contractors an admin may assign: none; other users reads fall through.
    http.get(urls.rest('users'), ({ request }) =>
      new URL(request.url).searchParams.has('role') ? HttpResponse.json([]) : undefined,
    ),
    http.get(urls.rest('court_dates'), () => HttpResponse.json(rows)),
    http.get(urls.rest('report_deadline_rules'), () => HttpResponse.json([rule])),
    http.post(urls.rest('court_dates'), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 201 });
    }),
    http.patch(urls.rest('court_dates'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([{ id: 'cd-1' }]);
    }),
  );
  return { writes };
}

describe('Court Dates on the case page', () => {
  it('shows the hearing, the rule, and an overdue report in red with the days late', async () => {
    casePage();
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const section = await screen.findByRole('region', { name: 'Court Dates' });
    expect(
      await within(section).findByRole('heading', { name: /^Judicial review hearing, / }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Courtroom 4-1 · Hon. Maria Ortiz')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Dependency reports are due 72 hours before the hearing (Fla. R. Juv. P. 8.215), moved to the day before when that falls on a weekend or court holiday.',
      ),
    ).toBeInTheDocument();
    const due = within(section).getByText(/overdue, 2 days late/);
    expect(due).toHaveClass('text-red-700');
  });

  it('lets the assigned contractor add a hearing, checking it first, and move the report status', async () => {
    const { writes } = casePage();
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add Court Date' }));
    const form = screen.getByRole('form', { name: 'Add Court Date' });
    await ui.click(within(form).getByRole('button', { name: 'Add Court Date' }));
    expect(within(form).getByText('Enter the hearing date and time.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the hearing type.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await ui.type(within(form).getByLabelText(/Hearing date/), '2027-03-16');
    await ui.type(within(form).getByLabelText(/Hearing time/), '09:00');
    await ui.selectOptions(within(form).getByLabelText(/Hearing type/), 'Disposition');
    await ui.type(within(form).getByLabelText(/Courtroom or location/), ' 5-2 ');
    await ui.click(within(form).getByRole('button', { name: 'Add Court Date' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({
      case_id: 'case-9',
      // 9:00 on Duval's (Eastern) clock, whatever the browser's zone: EDT from 14 Mar.
      hearing_at: '2027-03-16T13:00:00.000Z',
      hearing_type: 'disposition',
      courtroom: '5-2',
      judge: null,
      notes: null,
    });
    expect(screen.queryByRole('form', { name: 'Add Court Date' })).not.toBeInTheDocument();

    await ui.selectOptions(screen.getByLabelText('Report status'), 'Drafting');
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.body).toEqual({ report_status: 'drafting' });
    expect(writes[1]!.query.get('id')).toBe('eq.cd-1');
  });

  it('keeps what was typed and says so when the database refuses', async () => {
    casePage();
    server.use(
      http.post(urls.rest('court_dates'), () =>
        HttpResponse.json(
          { code: '42501', message: 'new row violates row-level security policy' },
          { status: 403 },
        ),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add Court Date' }));
    const form = screen.getByRole('form', { name: 'Add Court Date' });
    await ui.type(within(form).getByLabelText(/Hearing date/), '2027-03-16');
    await ui.type(within(form).getByLabelText(/Hearing time/), '09:00');
    await ui.selectOptions(within(form).getByLabelText(/Hearing type/), 'Trial');
    await ui.click(within(form).getByRole('button', { name: 'Add Court Date' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You can no longer change this. Reload the page to see the case as it is now.',
    );
    expect(within(form).getByLabelText(/Hearing type/)).toHaveValue('trial');
  });

  it('gives an admin Mark report filed instead of the status', async () => {
    const { writes } = casePage();
    renderApp({ as: 'admin', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Mark report filed' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ report_status: 'filed' });
    expect(screen.queryByLabelText('Report status')).not.toBeInTheDocument();
  });

  it("is not there for a contractor on someone else's case", async () => {
    casePage('someone-else');
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    await screen.findByRole('heading', { name: 'Dependency review, Duval' });
    expect(screen.queryByRole('region', { name: 'Court Dates' })).not.toBeInTheDocument();
  });

  it.each([
    ['winter', '2027-01-14', '2027-01-14T15:00:00.000Z'],
    ['summer', '2027-07-15', '2027-07-15T14:00:00.000Z'],
  ])(
    "takes a 9:00 Escambia hearing on the court's Central clock (%s) and shows it as 9:00 AM CT",
    async (_season, day, sent) => {
      const { writes } = casePage(undefined, 'Escambia', []);
      renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
      const ui = userEvent.setup();
      await ui.click(await screen.findByRole('button', { name: 'Add Court Date' }));
      const form = screen.getByRole('form', { name: 'Add Court Date' });
      await ui.type(within(form).getByLabelText(/Hearing date/), day);
      await ui.type(within(form).getByLabelText(/Hearing time/), '09:00');
      expect(within(form).getByText('9:00 AM Central — Escambia County court')).toBeInTheDocument();
      await ui.selectOptions(within(form).getByLabelText(/Hearing type/), 'Status');
      await ui.type(within(form).getByLabelText(/Courtroom or location/), 'Courtroom 4B');
      await ui.click(within(form).getByRole('button', { name: 'Add Court Date' }));
      await vi.waitFor(() => expect(writes).toHaveLength(1));
      expect(writes[0]!.body).toMatchObject({ hearing_at: sent, courtroom: 'Courtroom 4B' });
    },
  );

  it("shows a stored hearing on the court's clock, where it is as typed, and why its due date moved", async () => {
    // Tue 16 Mar 2027 10:00 CDT; 72 elapsed hours back is Sat 13 Mar 09:00 CST (the
    // clocks changed on the 14th), a weekend, so it is due Fri 12 Mar at 09:00 CST.
    casePage(undefined, 'Escambia', [
      courtDate({
        hearing_at: '2027-03-16T15:00:00Z',
        courtroom: 'Courtroom 4B',
        report_due_at: '2027-03-12T15:00:00Z',
        plain_due_at: '2027-03-13T15:00:00Z',
        due_reason: 'moved from Sat 13 Mar: weekend',
        report_status: 'drafting',
      }),
    ]);
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const section = await screen.findByRole('region', { name: 'Court Dates' });
    expect(
      await within(section).findByRole('heading', {
        name: /^Judicial review hearing, Tue, Mar 16, 2027, 10:00 AM CT/,
      }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Courtroom 4B · Hon. Maria Ortiz')).toBeInTheDocument();
    expect(within(section).queryByText(/Courtroom Courtroom/)).not.toBeInTheDocument();
    expect(within(section).getByText(/^Report due/)).toHaveTextContent(
      /^Report due Fri, Mar 12, 2027, 9:00 AM CT/,
    );
    expect(within(section).getByText(/^Moved from Sat 13 Mar: weekend/)).toHaveTextContent(
      /the hearing less the rule's period is Sat, Mar 13, 2027, 9:00 AM CT/,
    );
  });
});
