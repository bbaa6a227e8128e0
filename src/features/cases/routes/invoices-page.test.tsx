import { screen, within } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const entry = (
  id: string,
  caseId: string,
  title: string,
  hours: number,
  rate: number | null,
  date: string,
) => ({
  id,
  case_id: caseId,
  user_id: 'id-contractor',
  description: `Work ${id}`,
  hours,
  date,
  hourly_rate: rate,
  created_at: '',
  updated_at: '',
  case: { id: caseId, title, status: 'in_progress' },
});

describe('Invoices and Time Tracking', () => {
  it('shows one invoice per case with totals in exact cents', async () => {
    server.use(
      http.get(urls.rest('time_entries'), () =>
        HttpResponse.json([
          entry('a', 'c1', 'Custody dispute', 1.25, 45, '2026-11-20'),
          entry('b', 'c1', 'Custody dispute', 2, 45, '2026-11-21'),
          entry('c', 'c2', 'Shelter review', 0.75, 33.33, '2026-11-19'),
        ]),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.invoices });
    const custody = (await screen.findByRole('heading', { name: 'Custody dispute' })).closest(
      'section',
    )!;
    expect(within(custody).getByTestId('invoice-total-hours')).toHaveTextContent('3.25');
    expect(within(custody).getByTestId('invoice-total-amount')).toHaveTextContent('$146.25');
    const shelter = screen.getByRole('heading', { name: 'Shelter review' }).closest('section')!;
    // 0.75 x 33.33 = 24.9975 -> $25.00
    expect(within(shelter).getByTestId('invoice-total-amount')).toHaveTextContent('$25.00');
    expect(within(custody).getByRole('button', { name: 'Download Invoice' })).toBeInTheDocument();
    expect(within(custody).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('groups time by case for non-completed cases with per-case and total hours', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get(urls.rest('time_entries'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([
          entry('a', 'c1', 'Custody dispute', 1.25, 45, '2026-11-20'),
          entry('b', 'c1', 'Custody dispute', 2, 45, '2026-11-21'),
          entry('c', 'c2', 'Shelter review', 0.5, 45, '2026-11-19'),
        ]);
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.timeTracking });
    expect(await screen.findByText('Total: 3.75 hours')).toBeInTheDocument();
    const custody = screen.getByRole('heading', { name: 'Custody dispute' }).closest('section')!;
    expect(within(custody).getByText('3.25 hours')).toBeInTheDocument();
    expect(query!.get('case.status')).toBe('neq.completed');
    expect(query!.get('select')).toContain('cases!inner');
  });

  it('counts unpriced entries in words that agree with the number', async () => {
    server.use(
      http.get(urls.rest('time_entries'), () =>
        HttpResponse.json([
          entry('a', 'c1', 'Custody dispute', 1.25, null, '2026-11-20'),
          entry('b', 'c1', 'Custody dispute', 2, 45, '2026-11-21'),
        ]),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.invoices });
    expect(
      await screen.findByText('1 entry has no billing rate yet; an admin sets it.'),
    ).toBeVisible();
  });
});
