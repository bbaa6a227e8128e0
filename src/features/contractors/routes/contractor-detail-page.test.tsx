import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const contractor = {
  id: 'c1',
  full_name: 'Dana Delgado',
  email: 'dana@example.test',
  avatar_url: null,
  asking_rate: 38.5,
  billing_rate: 45,
  active_cases: 1,
  hours_this_month: 1,
  last_entry_date: '2026-11-20',
  deactivated_at: null,
  good_standing: true,
  standing_shortfall: null,
  eligibility_path: 'gal_program_certified',
};

function answers(rates: unknown[]) {
  server.use(
    http.post(urls.rpc('contractor_detail'), () => HttpResponse.json([contractor])),
    http.get(urls.rest('cases'), () =>
      HttpResponse.json([
        { id: 'k1', title: 'Shelter review', status: 'in_progress', type: 'paid', updated_at: '' },
        { id: 'k2', title: 'Custody study', status: 'assigned', type: 'paid', updated_at: '' },
      ]),
    ),
    http.get(urls.rest('time_entries'), () => HttpResponse.json([])),
    http.post(urls.rpc('set_billing_rate'), async ({ request }) => {
      rates.push(((await request.json()) as { rate: number }).rate);
      return HttpResponse.json(45);
    }),
  );
}

describe('Contractor detail', () => {
  it('labels case statuses as the case pages do and rates with cents', async () => {
    answers([]);
    renderApp({ as: 'admin', at: paths.dashboard.contractor('c1') });
    const list = within(await screen.findByRole('region', { name: 'Cases' }));
    expect(await list.findByText('Assigned')).toBeVisible();
    expect(list.getByText('In Progress')).toBeVisible();
    expect(list.queryByText('assigned')).toBeNull();
    expect(screen.getByText('$38.50/hour')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Activity by or about Dana Delgado' })).toHaveAttribute(
      'href',
      paths.dashboard.activityOf({ person: 'c1' }),
    );
  });

  it('says why a billing rate is refused, and what a set rate does', async () => {
    const rates: unknown[] = [];
    answers(rates);
    renderApp({ as: 'admin', at: paths.dashboard.contractor('c1') });
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('New billing rate (USD/hour)');
    await ui.type(field, '-5');
    await ui.click(screen.getByRole('button', { name: 'Set Billing Rate' }));
    expect(field).toHaveAccessibleDescription(/Billing rate cannot be negative/);
    expect(rates).toEqual([]);

    await ui.clear(field);
    await ui.type(field, '50');
    await ui.click(screen.getByRole('button', { name: 'Set Billing Rate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Billing rate set to $50.00/hour for time logged from now on.',
    );
    expect(rates).toEqual([50]);
  });

  it("resets the contractor's second factor only after the admin confirms", async () => {
    answers([]);
    const resets: unknown[] = [];
    server.use(
      http.post(urls.rpc('reset_user_factors'), async ({ request }) => {
        resets.push(await request.json());
        return HttpResponse.json(1);
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.contractor('c1') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Reset Second Factor' }));
    const dialog = screen.getByRole('dialog', { name: "Reset Dana Delgado's second factor?" });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(resets).toEqual([]);

    await ui.click(screen.getByRole('button', { name: 'Reset Second Factor' }));
    await ui.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset Second Factor' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Second factor reset: Dana Delgado is signed out and sets up a new one at the next sign-in.',
    );
    expect(resets).toEqual([{ user_id: 'c1' }]);
  });

  it('says why a reset was refused', async () => {
    answers([]);
    server.use(
      http.post(urls.rpc('reset_user_factors'), () =>
        HttpResponse.json(
          { code: '42501', message: 'Only admins reset second factors', details: null, hint: null },
          { status: 403 },
        ),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.contractor('c1') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Reset Second Factor' }));
    await ui.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset Second Factor' }),
    );
    expect(
      await screen.findByText(
        'Could not reset the second factor: Only admins reset second factors',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
