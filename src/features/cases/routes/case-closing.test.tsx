// Close case on the case page: what is still open first (unbilled work, report deadlines),
// then the closing order's date and a summary, both required; reopening asks nothing.
import { screen, waitFor, within } from '@testing-library/react';
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
  ...over,
});

describe('closing a case', () => {
  it('closes a case only with the order date and summary, after showing what is still open', async () => {
    const closes: unknown[] = [];
    const patches: unknown[] = [];
    let status = 'in_progress';
    server.use(
      http.get(urls.rest('cases'), () => HttpResponse.json(detail({ status }))),
      http.post(urls.rpc('case_closing_check'), () =>
        HttpResponse.json({
          unbilled_hours: 3.5,
          unbilled_entries: 2,
          open_reports: [
            {
              id: 'cd-1',
              hearing_type: 'Judicial review',
              hearing_at: '2026-12-15T14:00:00Z',
              report_due_at: '2026-12-12T14:00:00Z',
            },
          ],
        }),
      ),
      http.post(urls.rpc('close_case'), async ({ request }) => {
        closes.push(await request.json());
        status = 'completed';
        return HttpResponse.json([]);
      }),
      http.patch(urls.rest('cases'), async ({ request }) => {
        const body = (await request.json()) as { status: string };
        patches.push(body.status);
        status = body.status;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    const select = await screen.findByLabelText('Status');
    await ui.selectOptions(select, 'completed');
    let dialog = screen.getByRole('dialog', { name: 'Close this case?' });
    expect(
      await within(dialog).findByText(/Unbilled work: 3.5 hours in 2 time entries/),
    ).toBeVisible();
    expect(within(dialog).getByText(/Open report deadline: Judicial review hearing/)).toBeVisible();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(select).toHaveValue('in_progress');

    await ui.click(screen.getByRole('button', { name: 'Close case' }));
    dialog = screen.getByRole('dialog', { name: 'Close this case?' });
    await within(dialog).findByText(/Unbilled work/);
    await ui.click(within(dialog).getByRole('button', { name: 'Close Case' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter the closing order’s date and a closing summary.',
    );
    expect(closes).toEqual([]);
    await ui.type(within(dialog).getByLabelText('Discharge or closing order date'), '2026-11-20');
    await ui.type(within(dialog).getByLabelText('Closing summary'), 'Reunified; GAL discharged.');
    await ui.click(within(dialog).getByRole('button', { name: 'Close Case' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Case closed.');
    expect(closes).toEqual([
      {
        case_id: 'case-9',
        closing_order_on: '2026-11-20',
        closing_summary: 'Reunified; GAL discharged.',
      },
    ]);
    await waitFor(() => expect(select).toHaveValue('completed'));
    expect(patches).toEqual([]);

    // Reopening unlocks the work: no question asked.
    await ui.selectOptions(select, 'in_progress');
    await waitFor(() => expect(patches).toEqual(['in_progress']));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 20_000);
});
