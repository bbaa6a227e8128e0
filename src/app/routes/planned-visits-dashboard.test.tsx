// A planned visit shows on the dashboard: in Planned Visits (soonest first, linking to its
// case) and in Visits Due beside the case it is for ("planned for 3 Dec, 4:00 PM").
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

it('shows a contractor’s planned visit in Planned Visits and in Visits Due', async () => {
  server.use(
    http.post(urls.rpc('visits_due'), () =>
      HttpResponse.json([
        {
          case_id: 'case-soon',
          case_title: 'Garcia, Broward',
          county: 'Broward',
          contractor_id: 'id-contractor',
          contractor_name: 'Carlos Contractor',
          last_visit_on: '2026-11-05',
          since_on: '2026-11-05',
          days_since: 25,
          due_on: '2026-12-05',
          overdue: false,
        },
      ]),
    ),
    http.get(urls.rest('planned_visits'), () =>
      HttpResponse.json([
        {
          id: 'plan-1',
          case_id: 'case-soon',
          planned_on: '2026-12-03',
          planned_time: '16:00:00',
          with_whom: 'Maya and her foster mother',
          fulfilled_on: null,
          case: { title: 'Garcia, Broward', county: 'Broward' },
        },
      ]),
    ),
  );
  renderApp({ as: 'contractor', at: paths.dashboard.home });

  const planned = await screen.findByRole('region', { name: 'Planned Visits' });
  const item = await within(planned).findByRole('listitem');
  expect(item).toHaveTextContent('3 Dec, 4:00 PM · with Maya and her foster mother');
  expect(within(item).getByRole('link', { name: 'Garcia, Broward' })).toHaveAttribute(
    'href',
    paths.dashboard.case('case-soon'),
  );

  const due = await screen.findByRole('region', { name: 'Visits Due' });
  await waitFor(() =>
    expect(within(due).getByRole('listitem')).toHaveTextContent('planned for 3 Dec, 4:00 PM'),
  );
}, 20_000);
