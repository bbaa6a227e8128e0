import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, recordRequests, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const detail = (over: object = {}) => ({
  id: 'case-9',
  title: 'Reunification review, Duval',
  description: 'Mother completed her case plan.',
  type: 'paid',
  status: 'in_progress',
  county: 'Duval',
  category: 'Dependency',
  urgency: 'Low',
  compensation: '$45/hour',
  abuse_allegation: false,
  last_message_at: null,
  accept_blocker: null,
  admin_id: 'id-admin',
  contractor_id: 'id-contractor',
  created_at: '2026-10-01T12:00:00Z',
  updated_at: '2026-10-01T12:00:00Z',
  admin: { id: 'id-admin', full_name: 'Alicia Admin', email: 'a@example.test' },
  contractor: { id: 'id-contractor', full_name: 'Pat Contractor', email: 'c@example.test' },
  case_events: [
    {
      id: 1,
      case_id: 'case-9',
      kind: 'posted',
      from_status: null,
      to_status: 'open',
      contractor_name: null,
      previous_contractor_name: null,
      actor_name: 'Alicia Admin',
      created_at: '2026-10-01T12:00:00Z',
    },
  ],
  ...over,
});

const entry = {
  id: 'e1',
  case_id: 'case-9',
  user_id: 'id-contractor',
  contact_id: null,
  description: 'Home visit',
  hours: 1.25,
  date: '2026-11-02',
  hourly_rate: 45,
  created_at: '',
  updated_at: '',
  case: { id: 'case-9', title: 'Reunification review, Duval', status: 'in_progress', type: 'paid' },
};

const contact = {
  id: 'contact-1',
  case_id: 'case-9',
  user_id: 'id-contractor',
  contact_date: '2026-11-01',
  contact_type: 'in_person',
  contact_with: ['child'],
  contact_made: true,
  minutes: 45,
  miles: 0,
  notes: 'Saw the children at the aunt’s home',
  follow_up: false,
  status: 'submitted',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  contact_expenses: [],
  time_entry: { invoice_lines: [] },
};

const courtDate = {
  id: 'cd-1',
  case_id: 'case-9',
  hearing_at: '2027-01-05T14:00:00Z',
  hearing_type: 'judicial_review',
  courtroom: '4-1',
  judge: 'Hon. Maria Ortiz',
  notes: null,
  report_due_at: '2027-01-02T14:00:00Z',
  report_status: 'not_started',
  created_by: 'id-admin',
  created_at: '2026-10-01T12:00:00Z',
  updated_at: '2026-10-01T12:00:00Z',
};

const rule = {
  category: 'Dependency',
  hours_before: 72,
  source: 'Fla. R. Juv. P. 8.215',
  confirmed_with_counsel: false,
  updated_by: null,
  updated_at: '2026-11-26T00:00:00Z',
};

describe('case detail', () => {
  it('loads the case, its entries, contacts, court dates and contractors in one request', async () => {
    const asked = recordRequests();
    const bodies: unknown[] = [];
    server.use(
      http.post(urls.rpc('case_page'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          case: detail(),
          time_entries: [entry],
          contacts: [contact],
          court_dates: [courtDate],
          deadline_rules: [rule],
          contractors: [
            { id: 'id-contractor', full_name: 'Pat Contractor', email: 'c@example.test' },
            { id: 'id-other', full_name: 'Quinn Other', email: 'q@example.test' },
          ],
        });
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.case('case-9') });
    expect(
      await screen.findByRole('heading', { name: 'Reunification review, Duval' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ case_id: 'case-9', with_contractors: true }]);
    expect(screen.getAllByText('Pat Contractor').length).toBeGreaterThan(0);
    expect(screen.getByText(/Alicia Admin posted the case/)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('in_progress');
    expect(screen.getByRole('button', { name: 'Unassign' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Quinn Other/ })).toBeInTheDocument();
    expect(screen.getByText('Home visit')).toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(await within(contacts).findByText(/Saw the children/)).toBeInTheDocument();
    const court = screen.getByRole('region', { name: 'Court Dates' });
    expect(
      within(court).getByRole('heading', { name: /^Judicial review hearing, / }),
    ).toBeInTheDocument();
    expect(within(court).getByText(/Dependency reports are due 72 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Cases/ })).toHaveAttribute(
      'href',
      paths.dashboard.cases,
    );
    // Nothing on the page asks for its part again (the frame's my_shell and the session's
    // users row are not the page's); the opening goes on the audit log once.
    expect(asked.filter((p) => p !== 'rpc/my_shell' && p !== 'users')).toEqual([
      'rpc/case_page',
      'rpc/record_case_view',
    ]);
  });

  it('reads the case again, names and history without actor ids, after a change', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get(urls.rest('cases'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(detail());
      }),
      http.patch(urls.rest('cases'), () => new HttpResponse(null, { status: 204 })),
    );
    renderApp({ as: 'admin', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.selectOptions(await screen.findByLabelText('Status'), 'assigned');
    await waitFor(() => expect(query).not.toBeNull());
    expect(query!.get('id')).toBe('eq.case-9');
    expect(query!.get('select')).toContain('case_events(id,');
    expect(query!.get('select')).not.toMatch(/[(,]actor_id/);
  });

  it('asks before unassigning the contractor', async () => {
    const calls: unknown[] = [];
    server.use(
      http.get(urls.rest('cases'), () => HttpResponse.json(detail())),
      http.post(urls.rpc('assign_case'), async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json([]);
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Unassign' }));
    const dialog = screen.getByRole('dialog', { name: 'Unassign Pat Contractor?' });
    expect(calls).toEqual([]);
    await ui.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(calls).toEqual([{ case_id: 'case-9' }]));
  });

  it('shows Unassigned and no admin controls to a contractor', async () => {
    server.use(
      http.get(urls.rest('cases'), () =>
        HttpResponse.json(detail({ status: 'open', contractor_id: null, contractor: null })),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    expect(await screen.findByText('Unassigned')).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Case' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add Time Entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activity on this case' })).not.toBeInTheDocument();
  });

  it('links an admin to the Activity page filtered to this case', async () => {
    server.use(http.get(urls.rest('cases'), () => HttpResponse.json(detail())));
    renderApp({ as: 'admin', at: paths.dashboard.case('case-9') });
    expect(await screen.findByRole('link', { name: 'Activity on this case' })).toHaveAttribute(
      'href',
      paths.dashboard.activityOf({ case: 'case-9' }),
    );
  });

  it('accepts once on a double click and says so where the button was', async () => {
    let accepts = 0;
    let accepted = false;
    let release = () => {};
    const answer = new Promise<void>((resolve) => (release = resolve));
    const open = { status: 'open', contractor_id: null, contractor: null };
    server.use(
      http.get(urls.rest('cases'), () =>
        HttpResponse.json(detail(accepted ? { status: 'assigned' } : open)),
      ),
      http.get(urls.rest('time_entries'), () => HttpResponse.json([])),
      http.post(urls.rpc('accept_case'), async () => {
        accepts += 1;
        if (accepted) return HttpResponse.json([]);
        accepted = true;
        // The answer waits until both clicks are in.
        await answer;
        return HttpResponse.json([detail({ status: 'assigned' })]);
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    await userEvent.setup().dblClick(await screen.findByRole('button', { name: 'Accept Case' }));
    release();
    expect(await screen.findByText('Case accepted — it is now in your cases')).toBeVisible();
    expect(accepts).toBe(1);
    expect(screen.queryByText('This case was already taken')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Add Time Entry' })).toBeVisible();
  });

  it('checks a time entry before sending it and explains the database’s refusal', async () => {
    let inserts = 0;
    server.use(
      http.get(urls.rest('cases'), () => HttpResponse.json(detail())),
      http.get(urls.rest('time_entries'), () => HttpResponse.json([entry])),
      http.post(urls.rest('time_entries'), () => {
        inserts += 1;
        return HttpResponse.json(
          {
            code: 'GC002',
            message:
              'No more than 24 hours can be logged for one day (23 already logged on 2026-11-03)',
          },
          { status: 400 },
        );
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    expect(await screen.findByText('Home visit')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Hours'), '1.3');
    await ui.type(screen.getAllByLabelText('Description').at(-1)!, 'Court hearing');
    await ui.click(screen.getByRole('button', { name: 'Add Entry' }));
    expect(screen.getByText('Hours go in steps of 0.25 (a quarter hour).')).toBeInTheDocument();
    expect(inserts).toBe(0);

    await ui.clear(screen.getByLabelText('Hours'));
    await ui.type(screen.getByLabelText('Hours'), '2');
    await ui.click(screen.getByRole('button', { name: 'Add Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No more than 24 hours can be logged for one day (23 already logged on 2026-11-03)',
    );
    expect(inserts).toBe(1);
  });

  it('offers dates from the case’s first day in Florida to today, and refuses one before it', async () => {
    let inserts = 0;
    server.use(
      // 03:00 UTC on Oct 2 is still Oct 1 in Florida's Central-time counties (the GC001 rule).
      http.get(urls.rest('cases'), () =>
        HttpResponse.json(detail({ created_at: '2026-10-02T03:00:00Z' })),
      ),
      http.get(urls.rest('time_entries'), () => HttpResponse.json([])),
      http.post(urls.rest('time_entries'), () => {
        inserts += 1;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const date = await screen.findByLabelText('Date');
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(date).toHaveAttribute('min', '2026-10-01');
    expect(date).toHaveAttribute('max', today);

    const ui = userEvent.setup();
    fireEvent.change(date, { target: { value: '2026-09-30' } });
    await ui.type(screen.getByLabelText('Hours'), '1');
    await ui.type(screen.getAllByLabelText('Description').at(-1)!, 'Records review');
    await ui.click(screen.getByRole('button', { name: 'Add Entry' }));
    expect(date).toHaveAccessibleDescription(
      'The date cannot be before the case was created (Oct 1, 2026).',
    );
    expect(inserts).toBe(0);
  });

  it('asks before deleting a time entry and says what was deleted', async () => {
    const deletes: string[] = [];
    server.use(
      http.get(urls.rest('cases'), () => HttpResponse.json(detail())),
      http.get(urls.rest('time_entries'), () => HttpResponse.json(deletes.length ? [] : [entry])),
      http.delete(urls.rest('time_entries'), ({ request }) => {
        deletes.push(new URL(request.url).searchParams.get('id')!);
        return HttpResponse.json([{ id: 'e1' }]);
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Delete entry of Nov 2, 2026' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this time entry?' });
    expect(dialog).toHaveTextContent('Nov 2, 2026 · 1.25 h · Home visit');
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toEqual([]);
    expect(screen.getByText('Home visit')).toBeVisible();

    await ui.click(screen.getByRole('button', { name: 'Delete entry of Nov 2, 2026' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this time entry?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete Entry' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Deleted the entry of Nov 2, 2026: 1.25 h, Home visit.',
    );
    expect(deletes).toEqual(['eq.e1']);
    await waitFor(() => expect(screen.queryByText('Home visit')).toBeNull());
  });

  it('offers no time entry form on a completed case and says why', async () => {
    server.use(
      http.get(urls.rest('cases'), () => HttpResponse.json(detail({ status: 'completed' }))),
      http.get(urls.rest('time_entries'), () => HttpResponse.json([entry])),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    expect(
      await screen.findByText('This case is completed; no more time can be logged on it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit entry/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Home visit')).toBeInTheDocument());
  });

  it('shows a locked entry’s lock and invoice instead of Edit and Delete', async () => {
    server.use(
      http.get(urls.rest('cases'), () => HttpResponse.json(detail())),
      http.get(urls.rest('time_entries'), () =>
        HttpResponse.json([
          { ...entry, id: 'e2', date: '2026-11-03', description: 'Court', invoice_lines: [] },
          {
            ...entry,
            invoice_lines: [
              { released: true, invoice: { number: 'INV-2026-0001', status: 'void' } },
              { released: false, invoice: { number: 'INV-2026-0002', status: 'submitted' } },
            ],
          },
        ]),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    expect(await screen.findByRole('button', { name: 'Edit entry of Nov 3, 2026' })).toBeVisible();
    expect(screen.getByText('On invoice INV-2026-0002 (submitted)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit entry of Nov 2, 2026' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete entry of Nov 2, 2026' })).toBeNull();
  });
});
