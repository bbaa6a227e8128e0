import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const DAY = 86_400_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

const theCase = (contractorId = 'id-contractor') => ({
  id: 'case-9',
  title: 'Dependency review, Duval',
  description: 'Two siblings in shelter care.',
  type: 'paid',
  status: 'in_progress',
  county: 'Duval',
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
  source: 'Fla. R. Juv. P. 8.215',
  confirmed_with_counsel: false,
  updated_by: null,
  updated_at: '2026-11-26T00:00:00Z',
};

/** The case page's backend: the case, its court dates, and what the page writes. */
function casePage(contractorId?: string) {
  const rows = [courtDate()];
  const writes: { method: string; query: URLSearchParams; body: unknown }[] = [];
  const record = async (request: Request) => {
    writes.push({
      method: request.method,
      query: new URL(request.url).searchParams,
      body: request.method === 'DELETE' ? null : await request.json(),
    });
  };
  server.use(
    http.get(urls.rest('cases'), () => HttpResponse.json(theCase(contractorId))),
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
        'Dependency reports are due 72 hours (3 days) before the hearing (Fla. R. Juv. P. 8.215).',
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

    await ui.type(within(form).getByLabelText(/Hearing date and time/), '2027-03-16T09:00');
    await ui.selectOptions(within(form).getByLabelText(/Hearing type/), 'Disposition');
    await ui.type(within(form).getByLabelText('Courtroom'), ' 5-2 ');
    await ui.click(within(form).getByRole('button', { name: 'Add Court Date' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({
      case_id: 'case-9',
      hearing_at: new Date(2027, 2, 16, 9, 0).toISOString(),
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
    await ui.type(within(form).getByLabelText(/Hearing date and time/), '2027-03-16T09:00');
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
});
