// A contact's receipt upload: the file's first bytes decide whether it is a receipt and
// what it is called, whatever its name or the type the browser guessed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const DRAFT_ID = '0a6f9a4e-7f3c-4d7e-9d5a-1c2b3d4e5f60';
const CASE = {
  id: 'case-9',
  title: 'Reunification review, Duval',
  description: 'Mother completed her case plan.',
  type: 'paid',
  status: 'in_progress',
  county: 'Duval',
  category: 'Dependency',
  urgency: 'Low',
  compensation: '$45/hour',
  admin_id: 'id-admin',
  contractor_id: 'id-contractor',
  created_at: '2026-01-10T12:00:00Z',
  updated_at: '2026-01-10T12:00:00Z',
  admin: { id: 'id-admin', full_name: 'Alicia Admin', email: 'a@example.test' },
  contractor: { id: 'id-contractor', full_name: 'Pat Contractor', email: 'c@example.test' },
  case_events: [],
};
const DRAFT = {
  id: DRAFT_ID,
  case_id: 'case-9',
  user_id: 'id-contractor',
  contact_date: '2026-03-02',
  contact_type: 'in_person',
  contact_with: ['child'],
  contact_made: true,
  minutes: 42,
  miles: 0,
  notes: 'Home visit',
  follow_up: false,
  status: 'draft',
  created_at: '2026-03-02T10:00:00Z',
  updated_at: '2026-03-02T10:00:00Z',
  contact_expenses: [],
  time_entries: [],
};

function backend() {
  const uploads: { path: string; type: string | null }[] = [];
  server.use(
    http.get(urls.rest('cases'), () => HttpResponse.json(CASE)),
    http.get(urls.rest('mileage_rates'), () => HttpResponse.json([])),
    http.get(urls.rest('case_contacts'), () => HttpResponse.json([DRAFT])),
    http.post(urls.rpc('save_contact'), () => HttpResponse.json([DRAFT])),
    http.post(urls.storage('/object/receipts/*'), ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname).replace(
        /^.*\/object\/receipts\//,
        '',
      );
      uploads.push({ path, type: request.headers.get('content-type') });
      return HttpResponse.json({ Id: 'obj-1', Key: `receipts/${path}` });
    }),
  );
  return uploads;
}

describe('Receipts', () => {
  it('refuses a page named like a PDF before uploading, and names a real one by its type', async () => {
    const uploads = backend();
    renderApp({
      as: 'contractor',
      at: `${paths.dashboard.case('case-9')}?contact=${DRAFT_ID}`,
    });
    // A file input's accept list is a hint a person can overrule ("All files"), so not here.
    const ui = userEvent.setup({ applyAccept: false });
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await ui.click(within(form).getByRole('button', { name: 'Add Expense' }));

    const page = new File(['<html><script>alert(1)</script></html>'], 'Parking-receipt.pdf', {
      type: 'application/pdf',
    });
    await ui.upload(within(form).getByLabelText(/Expense 1 receipt/), page);
    expect(await within(form).findByText(/A receipt is a PDF or an image/)).toBeInTheDocument();
    expect(uploads).toEqual([]);

    // Real PDF bytes under a name that says HTML: saved as a .pdf, whatever it was called.
    const pdf = new File(['%PDF-1.7\n%âãÏÓ\n'], 'Parking receipt.html', { type: 'text/html' });
    await ui.upload(within(form).getByLabelText(/Expense 1 receipt/), pdf);
    expect(await within(form).findByText(/Receipt: Parking-receipt\.pdf/)).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.path).toMatch(
      new RegExp(`^id-contractor/${DRAFT_ID}/[0-9a-f-]{36}-Parking-receipt\\.pdf$`),
    );
  });
});
