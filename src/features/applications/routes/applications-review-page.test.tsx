import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { buildContractorPayload } from '../lib/gal-schema';
import { validGalValues } from '../lib/application-values.fixtures';

const APP_ID = '43000000-0000-4000-8000-000000000001';
const listed = {
  kind: 'contractor',
  id: APP_ID,
  user_id: 'id-applicant',
  full_name: 'James Carter',
  email: 'james@example.test',
  status: 'pending',
  status_reason_code: null,
  created_at: '2026-11-20T12:00:00Z',
  reviewed_at: null,
};
const row = {
  ...buildContractorPayload(validGalValues(), 'id-applicant'),
  id: APP_ID,
  status_reason: null,
  status_reason_code: null,
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  reviewed_at: null,
  version: 1,
};
const filed: Record<string, unknown> = {
  id: 1,
  application_id: APP_ID,
  application_kind: 'contractor',
  applicant_id: 'id-applicant',
  from_status: null,
  to_status: 'pending',
  reason: null,
  reason_code: null,
  created_at: '2026-11-20T12:00:00Z',
  note: null,
};
/** Who acted, by event id: what rpc/history_actors answers an admin (the rows never carry it). */
const actors: Record<number, { actor_id: string; full_name: string; email: string }> = {
  1: { actor_id: 'id-applicant', full_name: 'James Carter', email: 'james@example.test' },
  2: { actor_id: 'id-admin', full_name: 'Pat Admin', email: 'admin@example.test' },
};
/** application_events and rpc/history_actors answering from the same history. */
const historyHandlers = (events: () => Record<string, unknown>[]) => [
  http.get(urls.rest('application_events'), () => HttpResponse.json(events())),
  http.post(urls.rpc('history_actors'), () =>
    HttpResponse.json(events().map((e) => ({ event_id: e.id, ...actors[e.id as number] }))),
  ),
];

describe('admin Applications', () => {
  it('sends status, kind, search and page to the server and keeps them in the URL', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(urls.rest('application_reviews'), ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json([listed], { headers: { 'content-range': '0-0/25' } });
      }),
    );
    const { router } = renderApp({ as: 'admin', at: paths.dashboard.applications });
    const ui = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'James Carter' })).toHaveAttribute(
      'href',
      paths.dashboard.application('contractor', APP_ID),
    );
    expect(seen[0]?.get('order')).toBe('created_at.desc,id.asc');

    await ui.selectOptions(screen.getByLabelText('Status'), 'pending');
    await ui.selectOptions(screen.getByLabelText('Application type'), 'contractor');
    await ui.type(screen.getByLabelText('Search by name or email'), 'carter');
    await ui.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=pending&kind=contractor&q=carter'),
    );
    await waitFor(() =>
      expect(seen.at(-1)?.get('or')).toBe('(full_name.ilike.*carter*,email.ilike.*carter*)'),
    );
    expect(seen.at(-1)?.get('status')).toBe('eq.pending');
    expect(seen.at(-1)?.get('kind')).toBe('eq.contractor');

    await ui.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();
  });

  it('is not offered to a contractor', async () => {
    const { router } = renderApp({ as: 'contractor', at: paths.dashboard.applications });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.home));
  });

  it('shows every answer and the history, and approves with a reason, a message, a note and the billing rate', async () => {
    const decisions: unknown[] = [];
    let events = [filed];
    server.use(
      http.get(urls.rest('contractor_applications'), () =>
        HttpResponse.json({ ...row, applicant: { hourly_rate: 1000, billing_rate: null } }),
      ),
      ...historyHandlers(() => events),
      http.post(urls.rpc('review_application'), async ({ request }) => {
        decisions.push(await request.json());
        events = [
          filed,
          {
            ...filed,
            id: 2,
            from_status: 'pending',
            to_status: 'approved',
            reason_code: 'references_confirmed',
            reason: 'Welcome aboard',
            created_at: '2026-11-21T09:00:00Z',
            note: { note: 'Both called back' },
          },
        ];
        return HttpResponse.json('approved');
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.application('contractor', APP_ID) });
    const ui = userEvent.setup();
    const answers = (await screen.findByRole('heading', { name: 'Answers' })).closest('section')!;
    expect(
      within(answers).getByText('Why do you want to serve as a Guardian ad Litem?'),
    ).toBeInTheDocument();
    expect(within(answers).getByText('Children deserve a voice in court.')).toBeInTheDocument();
    expect(within(answers).getByText('Child forensic interviewing')).toBeInTheDocument();
    expect(within(answers).getByText(/Ana Ruiz \(Supervisor\)/)).toBeInTheDocument();

    await ui.click(screen.getByRole('radio', { name: /Approve/ }));
    await ui.selectOptions(screen.getByLabelText(/^Reason/), 'references_confirmed');
    const rate = screen.getByRole('spinbutton', { name: /Billing rate/ });
    // The asking rate is shown, never taken: the admin types the rate.
    expect(rate).toHaveAccessibleDescription(/They ask \$1,000\.00\/hour on their profile\./);
    expect(rate).toHaveValue(null);
    await ui.type(rate, '55');
    expect(
      screen.getByLabelText('Message to the applicant (optional)'),
    ).toHaveAccessibleDescription('The applicant reads this with the decision.');
    await ui.type(screen.getByLabelText('Message to the applicant (optional)'), 'Welcome aboard');
    expect(screen.getByLabelText('Internal note (optional)')).toHaveAccessibleDescription(
      'Only admins see this, in the history. The applicant never does.',
    );
    await ui.type(screen.getByLabelText('Internal note (optional)'), 'Both called back');
    await ui.click(screen.getByRole('button', { name: 'Record Decision' }));

    const history = screen.getByRole('heading', { name: 'History' }).closest('section')!;
    expect(await within(history).findByText('Pending → Approved')).toBeInTheDocument();
    expect(history).toHaveTextContent('by Pat Admin');
    expect(history).toHaveTextContent('References confirmed');
    expect(history).toHaveTextContent('To the applicant: Welcome aboard');
    expect(history).toHaveTextContent('Internal note: Both called back');
    expect(decisions).toEqual([
      {
        kind: 'contractor',
        application_id: APP_ID,
        seen_version: 1,
        decision: 'approved',
        reason_code: 'references_confirmed',
        reason: 'Welcome aboard',
        note: 'Both called back',
        billing_rate: 55,
      },
    ]);
  });

  it('groups the answers under the form’s section titles, in the form’s order', async () => {
    server.use(
      http.get(urls.rest('contractor_applications'), () =>
        HttpResponse.json({ ...row, applicant: null }),
      ),
      ...historyHandlers(() => [filed]),
    );
    renderApp({ as: 'admin', at: paths.dashboard.application('contractor', APP_ID) });
    const answers = (await screen.findByRole('heading', { name: 'Answers' })).closest('section')!;
    const sections = within(answers).getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Basic Information',
      'Education & Experience',
      'References',
      'Experience & Background',
      'Professional Approach',
      'Skills & Experience',
      'Availability & Goals',
    ]);
    const approach = within(answers).getByRole('region', { name: 'Professional Approach' });
    expect(
      within(approach)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual([
      'How do you handle emotional situations?',
      'How do you stay objective?',
      'How do you build rapport with children?',
      'How do you manage stress?',
      'I am comfortable appearing in court',
      'I am comfortable interviewing children, parents and professionals',
    ]);
  });

  it('offers Set back to Pending on a decided application and says what reversing an approval does', async () => {
    const decisions: unknown[] = [];
    server.use(
      http.get(urls.rest('contractor_applications'), () =>
        HttpResponse.json({ ...row, status: 'approved', applicant: null }),
      ),
      ...historyHandlers(() => [filed]),
      http.post(urls.rpc('review_application'), async ({ request }) => {
        decisions.push(await request.json());
        return HttpResponse.json(
          {
            code: '23514',
            message:
              'This contractor has already worked on cases, so the approval stands. Deactivate them on the Contractors page instead.',
          },
          { status: 400 },
        );
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.application('contractor', APP_ID) });
    const ui = userEvent.setup();
    const pending = await screen.findByRole('radio', { name: /Set back to Pending/ });
    expect(screen.queryByRole('radio', { name: /Approve/ })).not.toBeInTheDocument();
    expect(pending).toHaveAccessibleDescription(
      'Withdraws contractor access and unassigns their cases (refused once they have logged time).',
    );
    await ui.click(pending);
    expect(screen.queryByLabelText(/^Reason/)).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Record Decision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This contractor has already worked on cases, so the approval stands.',
    );
    expect(decisions).toEqual([
      { kind: 'contractor', application_id: APP_ID, seen_version: 1, decision: 'pending' },
    ]);
  });

  it('asks for a reason before rejecting', async () => {
    server.use(
      http.get(urls.rest('contractor_applications'), () =>
        HttpResponse.json({ ...row, applicant: null }),
      ),
      ...historyHandlers(() => [filed]),
    );
    renderApp({ as: 'admin', at: paths.dashboard.application('contractor', APP_ID) });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('radio', { name: /Reject/ }));
    await ui.click(screen.getByRole('button', { name: 'Record Decision' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reason for the rejection.');
  });
});
