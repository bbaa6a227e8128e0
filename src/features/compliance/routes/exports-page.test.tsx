import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, myShell, server, urls } from '@/test/backend';
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

async function text(blob: Blob): Promise<string> {
  const buffer = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer);
}

const contact = {
  id: '00000000-0000-4000-8000-00000000c001',
  case_id: 'case-1',
  user_id: 'id-contractor',
  contact_date: '2026-11-18',
  contact_type: 'in_person',
  contact_with: ['child', 'foster_parent'],
  contact_made: true,
  minutes: 75,
  miles: 12.5,
  notes: 'Not exported',
  follow_up: true,
  status: 'submitted',
  created_at: '',
  updated_at: '',
  case: { title: '=Custody, Broward', county: 'Broward' },
  person: { full_name: 'Pat Contractor' },
};

const invoice = {
  id: '00000000-0000-4000-8000-00000000e001',
  number: 'INV-2026-0007',
  contractor_id: 'id-contractor',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  status: 'paid',
  labour_cents: 123456,
  mileage_cents: 1005,
  expenses_cents: 0,
  total_cents: 124461,
  submitted_at: '2026-11-02T15:04:05+00:00',
  approved_by: 'id-admin',
  approved_at: '2026-11-03T09:00:00+00:00',
  returned_reason: null,
  paid_at: '2026-11-10',
  payment_reference: 'ACH 1',
  void_reason: null,
  created_at: '',
  updated_at: '',
  contractor: { full_name: 'Pat Contractor' },
};

describe('Exports', () => {
  it('gives a contractor their own contacts, filtered by contact date and county, escaped', async () => {
    const files = catchDownloads();
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(urls.rest('case_contacts'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json([contact], { headers: { 'content-range': '0-0/1' } });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.exports });
    const ui = userEvent.setup();
    const data = await screen.findByLabelText('Data');
    expect(
      within(data)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Time entries', 'Contacts', 'Invoices']);
    await ui.selectOptions(data, 'contacts');
    await ui.type(screen.getByLabelText('From'), '2026-11-01');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'County' }), 'Broward');
    await ui.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Exported 1 row to gal-connect-contacts-\d{4}-\d{2}-\d{2}\.csv\./,
    );
    const [q] = queries as [URLSearchParams];
    expect(q.get('contact_date')).toBe('gte.2026-11-01');
    expect(q.get('case.county')).toBe('eq.Broward');
    expect(q.get('order')).toBe('contact_date.asc,id.asc');
    expect((await text(files[0]!)).split('\r\n')).toEqual([
      '\uFEFFDate,Case,County,Type,With,Contact made,Minutes,Miles,Follow-up needed,Status,Contractor,Contact ID',
      `2026-11-18,"'=Custody, Broward",Broward,in_person,child; foster_parent,true,75,12.5,true,submitted,Pat Contractor,${contact.id}`,
      '',
    ]);
  });

  it('writes invoices in dollars from cents, with the chosen date format', async () => {
    const files = catchDownloads();
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(urls.rest('invoices'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json([invoice], { headers: { 'content-range': '0-0/1' } });
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.exports });
    const ui = userEvent.setup();
    await ui.selectOptions(await screen.findByLabelText('Data'), 'invoices');
    expect(screen.getByRole('combobox', { name: 'County' })).toBeDisabled();
    await ui.type(screen.getByLabelText('To'), '2026-10-31');
    await ui.click(screen.getByRole('radio', { name: 'US (11/25/2026)' }));
    await ui.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Exported 1 row/);
    expect(queries[0]!.get('period_start')).toBe('lte.2026-10-31');
    expect((await text(files[0]!)).split('\r\n')).toEqual([
      '\uFEFFNumber,Contractor,Period start,Period end,Status,Labour (USD),Mileage (USD),Expenses (USD),Total (USD),Submitted,Approved,Paid,Invoice ID',
      `INV-2026-0007,Pat Contractor,10/01/2026,10/31/2026,paid,1234.56,10.05,0.00,1244.61,11/02/2026 15:04 UTC,11/03/2026 09:00 UTC,11/10/2026,${invoice.id}`,
      '',
    ]);
  });

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
    ).toEqual(['Time entries', 'Contacts', 'Invoices']);
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
      myShell({
        settings: () => ({
          user_id: 'id-admin',
          export_date_format: 'us',
          export_hidden_columns: ['cases.description'],
        }),
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.exports });
    const data = await screen.findByLabelText('Data');
    expect(
      within(data)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cases', 'Time entries', 'Contacts', 'Invoices', 'Contractors', 'Applications']);
    expect(await screen.findByRole('radio', { name: 'US (11/25/2026)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Description' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Title' })).toBeChecked();
    await userEvent.setup().selectOptions(data, 'contractors');
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'County' })).toBeDisabled();
  });
});
