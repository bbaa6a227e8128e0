import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryProvider } from '@/components/query-provider';
import type { OutboxStorage, QueuedContact } from '../lib/outbox';
import { outboxDeps, useOutbox } from '../stores/outbox-store';
import { OfflineContacts } from './offline-contacts';

const CASE = { id: 'case-1', title: 'Rural visit', county: 'Liberty', created: '2026-01-05' };
const real = { ...outboxDeps };
let stored: QueuedContact[] = [];

beforeEach(() => {
  stored = [];
  const storage: OutboxStorage = {
    read: () => Promise.resolve(stored),
    write: (items) => {
      stored = items;
      return Promise.resolve();
    },
  };
  // No network at all: nothing may be sent.
  Object.assign(outboxDeps, {
    storage,
    online: () => false,
    sender: {
      send: () => Promise.reject(new Error('sent while offline')),
      caseNow: () => Promise.reject(new Error('read while offline')),
    },
  });
  useOutbox.setState({ userId: 'user-1', items: [], sent: [], online: false });
});
afterEach(() => Object.assign(outboxDeps, real));

function renderCase() {
  render(
    <QueryProvider>
      <OfflineContacts item={CASE} userId="user-1" />
    </QueryProvider>,
  );
}

describe('logging a contact offline', () => {
  it('checks the form as online, then keeps the contact and its receipt on the device', async () => {
    const ui = userEvent.setup();
    renderCase();
    await ui.click(screen.getByRole('button', { name: 'Log Contact' }));
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await ui.click(within(form).getByRole('button', { name: 'Submit Contact' }));
    expect(await within(form).findByText('Choose the type of contact.')).toBeInTheDocument();
    expect(stored).toEqual([]);

    await ui.selectOptions(within(form).getByLabelText('Type of contact'), 'in_person');
    await ui.click(within(form).getByLabelText('Child'));
    await ui.type(within(form).getByLabelText('Minutes'), '50');
    await ui.type(within(form).getByLabelText('Miles driven'), '12.5');
    await ui.type(within(form).getByLabelText('Notes'), 'Saw her at the placement');
    await ui.click(within(form).getByRole('button', { name: 'Add Expense' }));
    await ui.type(within(form).getByLabelText('Expense 1 description'), 'Parking');
    await ui.type(within(form).getByLabelText('Expense 1 amount (USD)'), '6');
    const receipt = within(form).getByLabelText(/Expense 1 receipt/);
    // Too big for the receipts bucket: refused before anything waits.
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await ui.upload(receipt, big);
    expect(await within(form).findByText('A receipt is at most 5 MB.')).toBeInTheDocument();
    // Not a receipt by its bytes, whatever its name says: refused too.
    await ui.upload(receipt, new File(['<html>'], 'fake.png', { type: 'image/png' }));
    expect(await within(form).findByText(/PDF or an image/)).toBeInTheDocument();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await ui.upload(receipt, new File([png], 'parking.png', { type: 'image/png' }));
    expect(await within(form).findByText(/Receipt: parking\.png/)).toBeInTheDocument();
    await ui.click(within(form).getByRole('button', { name: 'Submit Contact' }));

    expect(
      await screen.findByText('Contact kept on this phone: it is sent when you are back online.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/: waiting to send$/)).toBeInTheDocument();
    expect(stored).toHaveLength(1);
    const [item] = stored;
    expect(item).toMatchObject({
      userId: 'user-1',
      caseId: 'case-1',
      caseTitle: 'Rural visit',
      refusal: null,
      input: {
        caseId: 'case-1',
        contact_type: 'in_person',
        contact_with: ['child'],
        minutes: 50,
        miles: 12.5,
        notes: 'Saw her at the placement',
        expenses: [{ description: 'Parking', amount_cents: 600, receipt_path: null }],
      },
    });
    expect(item!.receipts).toMatchObject([
      { expenseId: item!.input.expenses[0]!.id, name: 'parking.png', type: 'image/png' },
    ]);
  });
});

describe('the outbox on the device', () => {
  it('sends what waits when the browser is back online, then lets go of it', async () => {
    let online = false;
    const sent: string[] = [];
    stored = [
      {
        id: 'c-1',
        userId: 'user-1',
        caseId: 'case-1',
        caseTitle: 'Rural visit',
        input: {
          id: 'c-1',
          caseId: 'case-1',
          contact_date: '2026-11-20',
          contact_type: 'phone',
          contact_with: ['parent'],
          contact_made: true,
          minutes: 10,
          miles: 0,
          notes: '',
          follow_up: false,
          expenses: [],
        },
        receipts: [],
        queuedAt: 1,
        refusal: null,
      },
    ];
    Object.assign(outboxDeps, {
      online: () => online,
      sender: {
        send: (i: QueuedContact) => {
          sent.push(i.id);
          return Promise.resolve();
        },
        caseNow: () => Promise.resolve(null),
      },
    });
    const stop = useOutbox.getState().start('user-1');
    await vi.waitFor(() => expect(useOutbox.getState().items).toHaveLength(1));
    expect(sent).toEqual([]);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useOutbox.getState().items).toEqual([]));
    expect(sent).toEqual(['c-1']);
    expect(stored).toEqual([]);
    expect(useOutbox.getState().sent).toEqual([{ id: 'c-1', caseId: 'case-1' }]);
    stop();
  });
});
