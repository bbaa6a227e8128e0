import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const row = (i: number) => ({
  id: `c${i}`,
  full_name: `Contractor ${i}`,
  email: `c${i}@example.test`,
  avatar_url: null,
  asking_rate: 40,
  billing_rate: i === 1 ? 55 : null,
  active_cases: i,
  hours_this_month: 3.75,
  last_entry_date: '2026-11-20',
  deactivated_at: null,
  good_standing: i === 1,
  standing_shortfall: i === 1 ? null : '7.5 in-service hours still needed for 2026',
  eligibility_path: i === 1 ? 'florida_bar_member' : null,
  total_count: 45,
});

describe('Contractors directory', () => {
  it('asks the database for each search, sort and page', async () => {
    const calls: Record<string, unknown>[] = [];
    server.use(
      http.post(urls.rpc('contractor_directory'), async ({ request }) => {
        calls.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json([row(1), row(2)]);
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.contractors });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const first = within(table).getByRole('row', { name: /Contractor 1/ });
    expect(first).toHaveTextContent('$40.00/hour');
    expect(first).toHaveTextContent('$55.00/hour');
    expect(first).toHaveTextContent('3.75 h');
    expect(first).toHaveTextContent('Good standing');
    expect(first).toHaveTextContent('Member of The Florida Bar');
    const second = within(table).getByRole('row', { name: /Contractor 2/ });
    expect(second).toHaveTextContent(
      'Not in good standing7.5 in-service hours still needed for 2026',
    );
    expect(second).toHaveTextContent('None recorded');
    expect(screen.getByText(/45 contractors · page 1 of 3/)).toBeVisible();

    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    await ui.selectOptions(screen.getByLabelText('Sort by'), 'hours_this_month');
    await ui.type(screen.getByLabelText('Search'), 'ana');
    await vi.waitFor(() =>
      expect(calls.at(-1)).toEqual({
        search: 'ana',
        sort_by: 'hours_this_month',
        sort_desc: false,
        page: 1,
        page_size: 20,
      }),
    );
    expect(calls).toContainEqual(expect.objectContaining({ page: 2, search: '' }));
  });

  it('is not offered to a contractor', async () => {
    renderApp({ as: 'contractor', at: paths.dashboard.contractors });
    expect(
      await screen.findByText('The Contractors page is not available to your account.'),
    ).toBeVisible();
  });
});
