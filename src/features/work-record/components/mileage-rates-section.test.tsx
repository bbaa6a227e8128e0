import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const RATES = [
  { id: 2, effective_from: '2026-01-01', cents_per_mile: 72.5, created_at: '', updated_at: '' },
  { id: 1, effective_from: '2025-01-01', cents_per_mile: 70, created_at: '', updated_at: '' },
];

describe('Settings: Mileage Rates', () => {
  it('lets an admin read, add and correct the rates', async () => {
    const rates = [...RATES];
    const writes: { method: string; body: unknown }[] = [];
    server.use(
      http.get(urls.rest('mileage_rates'), () => HttpResponse.json(rates)),
      http.post(urls.rest('mileage_rates'), async ({ request }) => {
        const body = (await request.json()) as { effective_from: string; cents_per_mile: number };
        writes.push({ method: 'POST', body });
        rates.unshift({ id: 3, ...body, created_at: '', updated_at: '' });
        return new HttpResponse(null, { status: 201 });
      }),
      http.patch(urls.rest('mileage_rates'), async ({ request }) => {
        writes.push({ method: 'PATCH', body: await request.json() });
        return HttpResponse.json([{ id: 2 }]);
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Mileage Rates' });
    expect(await within(section).findByText('72.5¢ a mile')).toBeInTheDocument();
    expect(within(section).getByText('70¢ a mile')).toBeInTheDocument();

    const add = within(section).getByRole('form', { name: 'Add a rate' });
    await ui.type(within(add).getByLabelText('Cents a mile'), '75.25');
    await ui.click(within(add).getByRole('button', { name: 'Add Rate' }));
    expect(within(add).getByRole('alert')).toHaveTextContent('Enter the date the rate starts.');
    await ui.type(within(add).getByLabelText('In force from'), '2027-01-01');
    await ui.click(within(add).getByRole('button', { name: 'Add Rate' }));
    expect(within(add).getByRole('alert')).toHaveTextContent('at most one decimal');
    await ui.clear(within(add).getByLabelText('Cents a mile'));
    await ui.type(within(add).getByLabelText('Cents a mile'), '75.5');
    await ui.click(within(add).getByRole('button', { name: 'Add Rate' }));
    expect(await within(section).findByText('75.5¢ a mile')).toBeInTheDocument();

    await ui.click(within(section).getByRole('button', { name: 'Edit the rate from Jan 1, 2026' }));
    const edit = within(section).getByRole('form', { name: 'Correct the rate' });
    await ui.clear(within(edit).getByLabelText('Cents a mile'));
    await ui.type(within(edit).getByLabelText('Cents a mile'), '72');
    await ui.click(within(edit).getByRole('button', { name: 'Save Rate' }));
    expect(writes).toEqual([
      { method: 'POST', body: { effective_from: '2027-01-01', cents_per_mile: 75.5 } },
      { method: 'PATCH', body: { effective_from: '2026-01-01', cents_per_mile: 72 } },
    ]);
  });
});
