import { screen, within } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

describe('Time Tracking', () => {
  it("says 1 hour, not 1 hours, and asks only for the caller's own entries", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(urls.rest('time_entries'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('user_id'));
        return HttpResponse.json([
          {
            id: 'a',
            case_id: 'c1',
            user_id: 'id-contractor',
            description: 'Home visit',
            hours: 1,
            date: '2026-11-20',
            hourly_rate: 45,
            created_at: '',
            updated_at: '',
            case: { id: 'c1', title: 'Custody dispute', status: 'in_progress' },
          },
        ]);
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.timeTracking });
    expect(await screen.findByText('Total: 1 hour')).toBeVisible();
    const custody = screen.getByRole('region', { name: 'Custody dispute' });
    expect(within(custody).getByText('1 hour')).toBeVisible();
    // The user_id filter lets the database use its index (RLS alone reads every entry).
    expect(asked).toEqual(['eq.id-contractor']);
  });

  it('marks an entry an invoice locks with that invoice', async () => {
    const row = (id: string, description: string, invoice_lines: object[]) => ({
      id,
      case_id: 'c1',
      user_id: 'id-contractor',
      contact_id: null,
      description,
      hours: 1,
      date: '2026-11-20',
      hourly_rate: 45,
      created_at: '',
      updated_at: '',
      case: { id: 'c1', title: 'Custody dispute', status: 'in_progress', type: 'paid' },
      invoice_lines,
    });
    server.use(
      http.get(urls.rest('time_entries'), () =>
        HttpResponse.json([
          row('a', 'Home visit', [
            { released: false, invoice: { number: 'INV-2026-0003', status: 'paid' } },
          ]),
          row('b', 'Phone call', [{ released: false, invoice: { number: null, status: 'draft' } }]),
        ]),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.timeTracking });
    const visit = (await screen.findByText(/Home visit/)).closest('li, div')!;
    expect(within(visit as HTMLElement).getByText('On invoice INV-2026-0003 (paid)')).toBeVisible();
    expect(screen.getAllByText(/On invoice/)).toHaveLength(1);
  });
});
