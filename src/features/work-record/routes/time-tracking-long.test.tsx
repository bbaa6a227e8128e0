// At scale: a contractor with 10,000 entries gets the page's totals in full, and
// the DOM holds only the rows near the screen.
import { screen, within } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const ENTRIES = 10_000;
const entry = (i: number) => ({
  id: `e${i}`,
  case_id: `c${i % 2}`,
  user_id: 'id-contractor',
  description: `Visit ${i}`,
  hours: 0.25,
  date: '2026-11-20',
  hourly_rate: 45,
  created_at: '',
  updated_at: '',
  case: {
    id: `c${i % 2}`,
    title: i % 2 ? 'Custody dispute' : 'Shelter review',
    status: 'in_progress',
  },
});

describe('Time Tracking at scale', () => {
  it('renders a bounded number of rows for 10,000 entries and still counts them all', async () => {
    server.use(
      http.get(urls.rest('time_entries'), () =>
        HttpResponse.json(Array.from({ length: ENTRIES }, (_, i) => entry(i))),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.timeTracking });
    // 10,000 quarter hours.
    expect(await screen.findByText('Total: 2500 hours')).toBeVisible();
    const custody = screen.getByRole('region', { name: 'Custody dispute' });
    expect(within(custody).getByText('1250 hours')).toBeVisible();
    const rendered = screen
      .getAllByRole('region')
      .flatMap((r) => within(r).queryAllByRole('listitem'));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    const rows = within(custody).getAllByRole('listitem');
    // Each row still tells its place in the whole list.
    expect(rows[0]).toHaveAttribute('aria-setsize', String(ENTRIES / 2));
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
  });
});
