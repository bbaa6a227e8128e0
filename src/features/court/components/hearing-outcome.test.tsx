import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const DAY = 86_400_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

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
  admin_id: 'id-admin',
  contractor_id: 'id-contractor',
  created_at: '2026-10-01T12:00:00Z',
  updated_at: '2026-10-01T12:00:00Z',
  admin: { id: 'id-admin', full_name: 'Alicia Admin', email: 'a@example.test' },
  contractor: { id: 'id-contractor', full_name: 'Pat Contractor', email: 'c@example.test' },
  case_events: [],
};

const courtDate = (over: object = {}) => ({
  id: 'cd-1',
  case_id: 'case-9',
  hearing_at: iso(10 * DAY),
  hearing_type: 'judicial_review',
  courtroom: '4-1',
  judge: 'Hon. Maria Ortiz',
  notes: null,
  report_due_at: iso(7 * DAY),
  report_status: 'not_started',
  hearing_status: 'scheduled',
  outcome_notes: null,
  created_by: 'id-admin',
  created_at: '2026-10-01T12:00:00Z',
  updated_at: '2026-10-01T12:00:00Z',
  ...over,
});

function casePage(rows: object[]) {
  const writes: { method: string; body: unknown }[] = [];
  server.use(
    http.get(urls.rest('cases'), () => HttpResponse.json(theCase)),
    http.get(urls.rest('court_dates'), () => HttpResponse.json(rows)),
    http.post(urls.rest('court_dates'), async ({ request }) => {
      writes.push({ method: 'POST', body: await request.json() });
      return new HttpResponse(null, { status: 201 });
    }),
    http.patch(urls.rest('court_dates'), async ({ request }) => {
      writes.push({ method: 'PATCH', body: await request.json() });
      return HttpResponse.json([{ id: 'cd-1' }]);
    }),
  );
  return writes;
}

describe('hearing outcomes and report choices', () => {
  it('says a hearing whose type needs no report (mediation) has none, and offers no report status', async () => {
    casePage([courtDate({ hearing_type: 'mediation', report_status: 'not_required' })]);
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const section = await screen.findByRole('region', { name: 'Court Dates' });
    expect(await within(section).findByText('No report is due for this hearing.')).toBeVisible();
    expect(within(section).queryByLabelText('Report status')).toBeNull();
    expect(within(section).queryByText(/Report due/)).toBeNull();
  });

  it('records a continued hearing with its new time, which moves its report deadline', async () => {
    const writes = casePage([courtDate()]);
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Record outcome' }));
    const form = screen.getByRole('form', { name: 'Record the outcome' });
    await ui.selectOptions(within(form).getByLabelText('Outcome'), 'continued');
    await ui.click(within(form).getByRole('button', { name: 'Save Outcome' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Enter the new date and time the hearing was continued to.',
    );
    await ui.type(within(form).getByLabelText('New hearing date'), '2027-03-16');
    await ui.type(within(form).getByLabelText('New hearing time'), '09:00');
    await ui.type(within(form).getByLabelText('Notes'), 'Continued: home study pending.');
    await ui.click(within(form).getByRole('button', { name: 'Save Outcome' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PATCH',
      body: {
        hearing_status: 'continued',
        outcome_notes: 'Continued: home study pending.',
        // 9:00 on Duval's clock (EDT).
        hearing_at: '2027-03-16T13:00:00.000Z',
      },
    });
  }, 20_000);

  it('asks whether a hearing entered with a past date already happened, and records it held', async () => {
    const writes = casePage([]);
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add Court Date' }));
    const form = screen.getByRole('form', { name: 'Add Court Date' });
    await ui.type(within(form).getByLabelText(/Hearing date/), '2026-01-12');
    await ui.type(within(form).getByLabelText(/Hearing time/), '09:00');
    await ui.selectOptions(within(form).getByLabelText(/Hearing type/), 'Status');
    await ui.click(within(form).getByRole('button', { name: 'Add Court Date' }));
    const ask = screen.getByRole('dialog', { name: 'Did this hearing already happen?' });
    expect(writes).toEqual([]);
    await ui.click(within(ask).getByRole('button', { name: 'Yes, it was held' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({ hearing_type: 'status', hearing_status: 'held' });
  }, 20_000);
});
