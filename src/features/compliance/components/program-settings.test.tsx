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
        max_miles_per_day: 300,
        max_hours_per_day: 16,
        receipt_required_above_cents: 2500,
      },
    ]);
  });

  it('lets an admin set the daily caps and the receipt amount, in the database’s limits', async () => {
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
    const miles = await within(section).findByLabelText('Most miles per day');
    const hours = within(section).getByLabelText('Most hours per day');
    const receipt = within(section).getByLabelText('Receipt required above ($)');
    expect(miles).toHaveValue(300);
    expect(hours).toHaveValue(16);
    expect(receipt).toHaveValue(25);

    await ui.clear(miles);
    await ui.type(miles, '120.25');
    await ui.clear(hours);
    await ui.type(hours, '25');
    await ui.clear(receipt);
    await ui.type(receipt, '40.005');
    await ui.click(within(section).getByRole('button', { name: 'Save Program Settings' }));
    expect(miles).toHaveAccessibleDescription(expect.stringContaining('Miles to a tenth'));
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('Between 0.25 and 24'));
    expect(receipt).toHaveAccessibleDescription(expect.stringContaining('Dollars and cents'));
    expect(saves).toEqual([]);

    await ui.clear(miles);
    await ui.type(miles, '120.5');
    await ui.clear(hours);
    await ui.type(hours, '12.75');
    await ui.clear(receipt);
    await ui.type(receipt, '40');
    await ui.click(within(section).getByRole('button', { name: 'Save Program Settings' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Program settings saved.');
    expect(saves).toEqual([
      expect.objectContaining({
        max_miles_per_day: 120.5,
        max_hours_per_day: 12.75,
        receipt_required_above_cents: 4000,
      }),
    ]);
    expect(receipt).toHaveValue(40);
  });

  it('is not shown to a contractor', async () => {
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    expect(await screen.findByRole('region', { name: 'Display' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Program Settings' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Data Export Preferences' })).toBeVisible();
  });
});
