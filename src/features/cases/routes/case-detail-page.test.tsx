import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
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
  description: 'Home visit',
  hours: 1.25,
  date: '2026-11-02',
  hourly_rate: 45,
  created_at: '',
  updated_at: '',
  case: { id: 'case-9', title: 'Reunification review, Duval', status: 'in_progress' },
};

describe('case detail', () => {
  it('reads the case by id from the URL with names and history', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get(urls.rest('cases'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(detail());
      }),
      http.get(urls.rest('users'), ({ request }) =>
        new URL(request.url).searchParams.get('role') === 'eq.contractor'
          ? HttpResponse.json([])
          : HttpResponse.json({ ...detail().admin, role: 'admin' }),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.case('case-9') });
    expect(
      await screen.findByRole('heading', { name: 'Reunification review, Duval' }),
    ).toBeInTheDocument();
    expect(query!.get('id')).toBe('eq.case-9');
    expect(query!.get('select')).toContain('case_events(id,');
    expect(query!.get('select')).not.toMatch(/[(,]actor_id/);
    expect(screen.getByText('Pat Contractor')).toBeInTheDocument();
    expect(screen.getByText(/Alicia Admin posted the case/)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('in_progress');
    expect(screen.getByRole('button', { name: 'Unassign' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Cases/ })).toHaveAttribute(
      'href',
      paths.dashboard.cases,
    );
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
});
