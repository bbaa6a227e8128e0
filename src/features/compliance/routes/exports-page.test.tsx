import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const entry = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  case_id: 'case-1',
  user_id: 'id-contractor',
  description: `Visit ${i}`,
  hours: 1.25,
  date: '2026-11-20',
  hourly_rate: 45,
  created_at: '',
  updated_at: '',
  case: { title: 'Custody dispute, Broward', county: 'Broward' },
  person: { full_name: 'Pat Contractor', email: 'contractor@example.test' },
});

const original = {
  create: URL.createObjectURL,
  revoke: URL.revokeObjectURL,
  click: HTMLAnchorElement.prototype.click,
};
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  HTMLAnchorElement.prototype.click = original.click;
});

// The browser's download is the edge here: the file is caught where it would be saved.
function catchDownloads() {
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = () => undefined;
  return files;
}

describe('Exports', () => {
  it('gives a contractor their own time, paged after the last row, with the filters', async () => {
    const files = catchDownloads();
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(urls.rest('time_entries'), ({ request }) => {
        const q = new URL(request.url).searchParams;
        queries.push(q);
        const rows = q.get('or') ? [entry(1000)] : Array.from({ length: 1000 }, (_, i) => entry(i));
        return HttpResponse.json(rows, { headers: { 'content-range': `0-999/1001` } });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.exports });
    const ui = userEvent.setup();
    const data = await screen.findByLabelText('Data');
    expect(
      within(data)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Time entries']);
    await ui.type(screen.getByLabelText('From'), '2026-11-01');
    await ui.type(screen.getByLabelText('To'), '2026-11-30');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'County' }), 'Broward');
    await ui.click(screen.getByRole('checkbox', { name: 'Contractor email' }));
    await ui.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Exported 1,001 rows to gal-connect-time-entries-\d{4}-\d{2}-\d{2}\.csv\./,
    );
    expect(queries).toHaveLength(2);
    const [first, second] = queries as [URLSearchParams, URLSearchParams];
    expect(first.getAll('date')).toEqual(['gte.2026-11-01', 'lte.2026-11-30']);
    expect(first.get('case.county')).toBe('eq.Broward');
    expect(first.get('select')).toContain('case:cases!inner');
    expect(second.get('or')).toBe(
      `(date.gt."2026-11-20",and(date.eq."2026-11-20",id.gt.${entry(999).id}))`,
    );
    expect(files).toHaveLength(1);
  });

  it('starts from the Data Export Preferences and offers admins every dataset', async () => {
    server.use(
      http.get(urls.rest('user_settings'), () =>
        HttpResponse.json({
          user_id: 'id-admin',
          export_date_format: 'us',
          export_hidden_columns: ['cases.description'],
        }),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.exports });
    const data = await screen.findByLabelText('Data');
    expect(
      within(data)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cases', 'Time entries', 'Contractors', 'Applications']);
    expect(await screen.findByRole('radio', { name: 'US (11/25/2026)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Description' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Title' })).toBeChecked();
    await userEvent.setup().selectOptions(data, 'contractors');
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'County' })).toBeDisabled();
  });
});
