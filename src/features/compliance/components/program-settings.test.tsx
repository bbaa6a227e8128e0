import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, PROGRAM_SETTINGS, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

describe('Program Settings', () => {
  it('lets an admin change the thresholds, each checked first', async () => {
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.patch(urls.rest('program_settings'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json({ ...PROGRAM_SETTINGS, ...body });
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Program Settings' });
    const yearly = await within(section).findByLabelText('In-service training hours per year');
    expect(yearly).toHaveValue(12);
    await ui.clear(yearly);
    await ui.type(yearly, '10.1');
    const days = within(section).getByLabelText('Visit standard (days)');
    await ui.clear(days);
    await ui.type(days, '400');
    await ui.click(within(section).getByRole('button', { name: 'Save Program Settings' }));
    expect(yearly).toHaveAccessibleDescription(
      expect.stringContaining('Whole quarter hours (0.25 steps)'),
    );
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Between 1 and 365'));
    expect(saves).toEqual([]);

    await ui.clear(yearly);
    await ui.type(yearly, '10.5');
    await ui.clear(days);
    await ui.type(days, '21');
    await ui.click(within(section).getByRole('button', { name: 'Save Program Settings' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Program settings saved.');
    expect(saves).toEqual([
      {
        pre_service_hours: 30,
        in_service_hours_per_year: 10.5,
        visit_threshold_days: 21,
        visit_due_soon_days: 7,
        caseload_cap: 12,
      },
    ]);
  });

  it('is not shown to a contractor', async () => {
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    expect(await screen.findByRole('region', { name: 'Display' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Program Settings' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Data Export Preferences' })).toBeVisible();
  });
});
