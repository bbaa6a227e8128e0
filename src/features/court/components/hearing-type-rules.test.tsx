import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { eqParam, http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const rule = (hearing_type: string, report_due: boolean) => ({
  hearing_type,
  report_due,
  source: 'To confirm with program counsel.',
  confirmed_with_counsel: false,
  updated_at: '2026-12-17T00:00:00Z',
});

it('lets an admin say whether a report is due before each hearing type', async () => {
  const patches: { type: string | null; body: unknown }[] = [];
  server.use(
    http.get(urls.rest('hearing_type_rules'), () =>
      HttpResponse.json([rule('mediation', false), rule('status', true)]),
    ),
    http.patch(urls.rest('hearing_type_rules'), async ({ request }) => {
      patches.push({ type: eqParam(request, 'hearing_type'), body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderApp({ as: 'admin', at: paths.dashboard.settings });
  const ui = userEvent.setup();
  const card = await screen.findByRole('region', { name: 'Reports by Hearing Type' });
  const mediation = await within(card).findByLabelText(
    'A report is due before a mediation hearing',
  );
  expect(mediation).not.toBeChecked();
  await ui.click(mediation);
  await ui.click(within(card).getByRole('checkbox', { name: 'Mediation: confirmed with counsel' }));
  await ui.click(within(card).getByRole('button', { name: 'Save Mediation' }));
  await vi.waitFor(() => expect(patches).toHaveLength(1));
  expect(patches[0]).toEqual({
    type: 'mediation',
    body: {
      report_due: true,
      source: 'To confirm with program counsel.',
      confirmed_with_counsel: true,
    },
  });
}, 20_000);

it('shows a contractor no hearing type rules to change', async () => {
  renderApp({ as: 'contractor', at: paths.dashboard.settings });
  await screen.findByRole('region', { name: 'Calendar Integration' });
  expect(screen.queryByRole('region', { name: 'Reports by Hearing Type' })).toBeNull();
});
