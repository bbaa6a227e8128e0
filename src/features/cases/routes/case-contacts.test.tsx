import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

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
const DRAFT_ID = '0a6f9a4e-7f3c-4d7e-9d5a-1c2b3d4e5f60';
const RATES = [
  { id: 1, effective_from: '2025-01-01', cents_per_mile: 70, created_at: '', updated_at: '' },
  { id: 2, effective_from: '2026-01-01', cents_per_mile: 72.5, created_at: '', updated_at: '' },
];

function contact(over: object = {}) {
  return {
    id: DRAFT_ID,
    case_id: 'case-9',
    user_id: 'id-contractor',
    contact_date: '2026-03-02',
    contact_type: 'in_person',
    contact_with: ['child'],
    contact_made: true,
    minutes: 42,
    miles: 42,
    notes: 'Saw the children at the aunt’s home',
    follow_up: false,
    status: 'draft',
    created_at: '2026-03-02T10:00:00Z',
    updated_at: '2026-03-02T10:00:00Z',
    contact_expenses: [],
    time_entries: [],
    ...over,
  };
}

interface Saved {
  body: Record<string, unknown>;
}

/** The backend for a case page: the case, its contacts and a recorder for save_contact. */
function backend(contacts: object[] = []) {
  const saves: Saved[] = [];
  let offline = false;
  server.use(
    http.get(urls.rest('cases'), () => HttpResponse.json(CASE)),
    http.get(urls.rest('mileage_rates'), () => HttpResponse.json(RATES)),
    http.get(urls.rest('case_contacts'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      return HttpResponse.json(
        id ? contacts.filter((c) => `eq.${(c as { id: string }).id}` === id) : contacts,
      );
    }),
    http.post(urls.rpc('save_contact'), async ({ request }) => {
      if (offline) return HttpResponse.error();
      const body = (await request.json()) as Record<string, unknown>;
      saves.push({ body });
      return HttpResponse.json([
        contact({ status: body.submit ? 'submitted' : 'draft', notes: body.notes }),
      ]);
    }),
  );
  return {
    saves,
    goOffline: (value: boolean) => {
      offline = value;
    },
  };
}

const openForm = (id = DRAFT_ID) => `${paths.dashboard.case('case-9')}?contact=${id}`;

describe('Log Contact', () => {
  it('checks every field before submitting and sends nothing until they hold', async () => {
    const { saves } = backend();
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Log Contact' }));
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await ui.type(within(form).getByLabelText('Minutes'), '2000');
    await ui.click(within(form).getByRole('button', { name: 'Add Expense' }));
    await ui.type(within(form).getByLabelText('Expense 1 amount (USD)'), '12.505');
    await ui.click(within(form).getByRole('button', { name: 'Submit Contact' }));

    expect(within(form).getByText('Choose the type of contact.')).toBeInTheDocument();
    expect(within(form).getByText('Choose who the contact was with.')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter the minutes, a whole number from 1 to 1440.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Describe the expense.')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount from $0.01 to $10,000.00.')).toBeInTheDocument();
    expect(saves.filter((s) => s.body.submit)).toEqual([]);
    // What was typed stays, including what was refused.
    expect(within(form).getByLabelText('Minutes')).toHaveValue(2000);
  });

  it('saves the draft while typing, says Saved, and sends out-of-bounds values as blank', async () => {
    const { saves } = backend();
    renderApp({ as: 'contractor', at: openForm() });
    const ui = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await ui.selectOptions(within(form).getByLabelText('Type of contact'), 'in_person');
    await ui.click(within(form).getByLabelText('Child'));
    await ui.type(within(form).getByLabelText('Notes'), 'Home visit');
    await ui.type(within(form).getByLabelText('Minutes'), '5000');
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    expect(await within(form).findByText('Saved')).toBeInTheDocument();
    const last = saves.at(-1)!.body;
    expect(last).toMatchObject({
      contact_id: DRAFT_ID,
      case_id: 'case-9',
      contact_type: 'in_person',
      contact_with: ['child'],
      notes: 'Home visit',
      submit: false,
    });
    expect(last.minutes).toBeUndefined();
  });

  it('says Not saved — retrying when the connection is lost, and saves once it is back', async () => {
    const net = backend();
    net.goOffline(true);
    renderApp({ as: 'contractor', at: openForm() });
    const ui = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await ui.type(within(form).getByLabelText('Notes'), 'Typed on the train');
    expect(await within(form).findByText('Not saved — retrying')).toBeInTheDocument();
    expect(within(form).getByLabelText('Notes')).toHaveValue('Typed on the train');

    net.goOffline(false);
    window.dispatchEvent(new Event('online'));
    expect(await within(form).findByText('Saved')).toBeInTheDocument();
    expect(net.saves.at(-1)!.body.notes).toBe('Typed on the train');
  });

  it('retries at once with Retry now', async () => {
    const net = backend();
    net.goOffline(true);
    renderApp({ as: 'contractor', at: openForm() });
    const ui = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await ui.type(within(form).getByLabelText('Notes'), 'x');
    await ui.click(await within(form).findByRole('button', { name: 'Retry now' }));
    expect(within(form).getByText('Not saved — retrying')).toBeInTheDocument();
    net.goOffline(false);
    await ui.click(within(form).getByRole('button', { name: 'Retry now' }));
    expect(await within(form).findByText('Saved')).toBeInTheDocument();
  });

  it('reopens a draft after a reload from its id in the URL, and lists it under Drafts', async () => {
    backend([contact()]);
    renderApp({ as: 'contractor', at: openForm() });
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Notes')).toHaveValue(
        'Saw the children at the aunt’s home',
      ),
    );
    expect(within(form).getByLabelText('Miles driven')).toHaveValue(42);
    expect(within(form).getByText('$30.45 at 72.5¢ a mile')).toBeInTheDocument();
    expect(
      within(form).getByText('0.75 h on Time Entries (rounded up to the quarter hour)'),
    ).toBeInTheDocument();
    const drafts = screen.getByRole('heading', { name: 'Drafts' }).parentElement!;
    expect(within(drafts).getByText('Open above')).toBeInTheDocument();
  });

  it('submits a complete contact once, closes the form and says where its time went', async () => {
    const { saves } = backend([contact()]);
    renderApp({ as: 'contractor', at: openForm() });
    const ui = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await waitFor(() => expect(within(form).getByLabelText('Minutes')).toHaveValue(42));
    const submit = within(form).getByRole('button', { name: 'Submit Contact' });
    await ui.dblClick(submit);
    expect(
      await screen.findByText('Contact submitted; its time is on Time Entries.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Log Contact' })).not.toBeInTheDocument();
    expect(saves.filter((s) => s.body.submit)).toHaveLength(1);
    expect(saves.find((s) => s.body.submit)!.body).toMatchObject({ minutes: 42, miles: 42 });
  });

  it('shows the database’s refusal of a locked contact and keeps the form as typed', async () => {
    backend([contact({ status: 'submitted' })]);
    server.use(
      http.post(urls.rpc('save_contact'), () =>
        HttpResponse.json(
          {
            code: 'GC210',
            message:
              'This is on invoice INV-2026-0001, which is submitted: it cannot be changed or deleted until the invoice is returned or voided',
          },
          { status: 400 },
        ),
      ),
    );
    renderApp({ as: 'contractor', at: openForm() });
    const ui = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Contact' });
    await waitFor(() => expect(within(form).getByLabelText('Minutes')).toHaveValue(42));
    await ui.clear(within(form).getByLabelText('Minutes'));
    await ui.type(within(form).getByLabelText('Minutes'), '50');
    await ui.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This is on invoice INV-2026-0001, which is submitted',
    );
    expect(within(form).getByLabelText('Minutes')).toHaveValue(50);
  });

  it('shows the timeline newest first, filtered by type, with the last in-person contact and the invoice holding one', async () => {
    const today = new Date();
    const daysAgo = (n: number) => {
      const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - n);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    backend([
      contact({
        id: 'c3',
        status: 'submitted',
        contact_type: 'phone',
        contact_date: daysAgo(1),
        notes: 'Call',
      }),
      contact({
        id: 'c2',
        status: 'submitted',
        contact_date: daysAgo(5),
        notes: 'Visit',
        time_entries: [
          {
            invoice_lines: [
              { released: true, invoice: { number: 'INV-2026-0001', status: 'void' } },
              { released: false, invoice: { number: 'INV-2026-0002', status: 'paid' } },
            ],
          },
        ],
      }),
      contact({ id: 'c1', status: 'submitted', contact_date: daysAgo(20), notes: 'First visit' }),
    ]);
    renderApp({ as: 'admin', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    expect(await screen.findByText('Last in-person contact: 5 days ago')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Contacts' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Call'),
      expect.stringContaining('Visit'),
      expect.stringContaining('First visit'),
    ]);
    expect(within(section).queryByRole('button', { name: 'Log Contact' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(section).getByText('On invoice INV-2026-0002 (paid)')).toBeInTheDocument();
    expect(within(section).queryByText(/INV-2026-0001/)).not.toBeInTheDocument();
    await ui.selectOptions(within(section).getByLabelText('Show'), 'phone');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByText('Call')).toBeInTheDocument();
  });

  it('shows a locked contact’s lock and invoice instead of Edit and Delete, and its trip’s amount', async () => {
    const onInvoice = (number: string, status: string) => ({
      invoice_lines: [{ released: false, invoice: { number, status } }],
    });
    backend([
      contact({ id: 'c2', status: 'submitted', notes: 'Open visit', miles: 12.3 }),
      contact({
        id: 'c1',
        status: 'submitted',
        contact_date: '2026-03-01',
        notes: 'Billed visit',
        time_entries: [onInvoice('INV-2026-0007', 'submitted')],
      }),
    ]);
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const section = await screen.findByRole('region', { name: 'Contacts' });
    const [open, billed] = await within(section).findAllByRole('listitem');
    // 12.3 miles at 72.5 cents (the 2026 rate) is $8.9175, $8.92.
    expect(await within(open!).findByText(/12\.3 mi · \$8\.92/)).toBeInTheDocument();
    expect(within(open!).getByRole('button', { name: /^Edit the/ })).toBeInTheDocument();
    expect(within(billed!).getByText(/42 mi · \$30\.45/)).toBeInTheDocument();
    expect(within(billed!).getByText('On invoice INV-2026-0007 (submitted)')).toBeInTheDocument();
    expect(within(billed!).queryByRole('button', { name: /^Edit the/ })).not.toBeInTheDocument();
    expect(within(billed!).queryByRole('button', { name: /^Delete the/ })).not.toBeInTheDocument();
  });

  it('opens a locked contact read only, with the invoice holding it and no Save Changes', async () => {
    const { saves } = backend([
      contact({
        status: 'submitted',
        time_entries: [
          {
            invoice_lines: [
              { released: false, invoice: { number: 'INV-2026-0007', status: 'approved' } },
            ],
          },
        ],
      }),
    ]);
    renderApp({ as: 'contractor', at: openForm() });
    const form = await screen.findByRole('form', { name: 'Edit Contact' });
    expect(
      await within(form).findByText('On invoice INV-2026-0007 (approved)'),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Minutes')).toBeDisabled();
    expect(saves).toEqual([]);
  });

  it('offers to resume a waiting draft when Log Contact is pressed, rather than a blank form', async () => {
    backend([contact()]);
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Log Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Resume a draft?' });
    expect(screen.queryByRole('form', { name: 'Log Contact' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start a New Contact' })).toBeInTheDocument();
    await ui.click(
      within(dialog).getByRole('button', { name: 'Resume the draft of Mar 2, 2026 · In person' }),
    );
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Notes')).toHaveValue(
        'Saw the children at the aunt’s home',
      ),
    );
  });

  it('after a submit, offers to delete another draft of the same day, so the visit is not logged twice', async () => {
    const OTHER = '1b7f0b5f-8a4d-4e8f-8e6b-2d3c4e5f6a71';
    const { saves } = backend([
      contact(),
      contact({ id: OTHER, notes: 'Visit, begun earlier', created_at: '2026-03-02T09:00:00Z' }),
    ]);
    const deleted: (string | null)[] = [];
    server.use(
      http.delete(urls.rest('case_contacts'), ({ request }) => {
        const id = new URL(request.url).searchParams.get('id');
        deleted.push(id);
        return HttpResponse.json([{ id: id?.slice(3) }]);
      }),
    );
    renderApp({ as: 'contractor', at: openForm() });
    const ui = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await waitFor(() => expect(within(form).getByLabelText('Minutes')).toHaveValue(42));
    await ui.click(within(form).getByRole('button', { name: 'Submit Contact' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the other draft of that day?',
    });
    expect(dialog).toHaveTextContent('Mar 2, 2026 · In person · Visit, begun earlier');
    expect(saves.filter((x) => x.body.submit)).toHaveLength(1);
    await ui.click(within(dialog).getByRole('button', { name: 'Delete Draft' }));
    await waitFor(() => expect(deleted).toEqual([`eq.${OTHER}`]));
    expect(await screen.findByText('Draft deleted.')).toBeInTheDocument();
  });
});
