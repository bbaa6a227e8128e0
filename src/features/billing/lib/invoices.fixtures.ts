// Stored invoices as PostgREST answers them, for the invoice screens' tests.
export const invoice = (over: object = {}) => ({
  id: 'inv-1',
  number: 'INV-2026-0004',
  contractor_id: 'id-contractor',
  period_start: '2026-11-01',
  period_end: '2026-11-20',
  status: 'submitted',
  labour_cents: 3750,
  mileage_cents: 3045,
  expenses_cents: 1250,
  total_cents: 8045,
  submitted_at: '2026-11-21T10:00:00Z',
  approved_by: null,
  approved_at: null,
  returned_reason: null,
  paid_at: null,
  payment_reference: null,
  void_reason: null,
  created_at: '2026-11-21T09:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  version: 4,
  contractor: { id: 'id-contractor', full_name: 'Pat Contractor', email: 'c@example.test' },
  ...over,
});

const line = (position: number, over: object) => ({
  id: `line-${position}`,
  invoice_id: 'inv-1',
  position,
  case_id: 'case-9',
  date: '2026-11-20',
  time_entry_id: null,
  contact_id: null,
  expense_id: null,
  released: false,
  flags: [],
  case: { id: 'case-9', title: 'Reunification review, Duval' },
  ...over,
});

/** 42 minutes at $50/h, 42 miles at 72.5 cents, $12.50 parking: $80.45. */
export const detail = (over: object = {}) => ({
  ...invoice(over),
  invoice_lines: [
    line(1, {
      kind: 'time',
      description: 'In-person contact with child',
      quantity: 0.75,
      unit_cents: 5000,
      amount_cents: 3750,
    }),
    line(2, {
      kind: 'mileage',
      description: 'Mileage: In-person contact with child',
      quantity: 42,
      unit_cents: 72.5,
      amount_cents: 3045,
    }),
    line(3, {
      kind: 'expense',
      description: '=HYPERLINK("http://evil.test","Parking")',
      quantity: 1,
      unit_cents: 1250,
      amount_cents: 1250,
    }),
  ],
  invoice_events: [
    {
      id: 1,
      invoice_id: 'inv-1',
      from_status: null,
      to_status: 'draft',
      actor_name: 'Pat Contractor',
      reason: null,
      created_at: '2026-11-21T09:00:00Z',
    },
    {
      id: 2,
      invoice_id: 'inv-1',
      from_status: 'draft',
      to_status: 'submitted',
      actor_name: 'Pat Contractor',
      reason: null,
      created_at: '2026-11-21T10:00:00Z',
    },
  ],
});
