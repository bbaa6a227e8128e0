// The database functions of the work record and its billing, called as the app calls them
// and held against their generated types, as rpc-types.test.ts does for the rest: saving a
// contact, the invoice lifecycle (each admin decision bound to the version reviewed) and
// reopening an invoiced period.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectTyped, insertCase, typedAnswers, WORK_RPCS } from '../support/typed-rpc';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Billing Types Admin' });
});
afterAll(() => db.end());

const newCase = (status: 'open' | 'assigned', contractorId: string | null = null) =>
  insertCase(db, admin.id, status, contractorId);

const { answers, tested } = typedAnswers();

describe('database functions of the work record and billing', () => {
  async function contractorWithWork(): Promise<{ user: TestUser; caseId: string }> {
    const user = await createUser('contractor', { name: 'Types Biller' });
    await db.query('update public.users set billing_rate = 50 where id = $1', [user.id]);
    const caseId = await newCase('assigned', user.id);
    await db.query(
      `insert into public.time_entries (case_id, user_id, description, hours, date)
       values ($1, $2, 'Typed work', 1, current_date)`,
      [caseId, user.id],
    );
    return { user, caseId };
  }
  async function version(invoiceId: string): Promise<number> {
    const r = await db.query('select version from public.invoices where id = $1', [invoiceId]);
    return r.rows[0].version as number;
  }
  async function invoiceIn(status: 'draft' | 'submitted' | 'approved') {
    const { user } = await contractorWithWork();
    const made = await user.client.rpc('create_invoice', {
      period_start: '2026-01-01',
      period_end: '2099-12-31',
    });
    const id = made.data![0]!.id;
    if (status !== 'draft') await user.client.rpc('submit_invoice', { invoice_id: id });
    if (status === 'approved')
      await admin.client.rpc('approve_invoice', {
        invoice_id: id,
        seen_version: await version(id),
      });
    return { user, id };
  }

  answers('save_contact', async () => {
    const { user, caseId } = await contractorWithWork();
    const result = await user.client.rpc('save_contact', {
      contact_id: randomUUID(),
      case_id: caseId,
      contact_type: 'phone',
      contact_with: ['caseworker'],
      minutes: 20,
      submit: true,
      expenses: [{ id: randomUUID(), description: 'Tolls', amount_cents: 300, receipt_path: null }],
    });
    expect(result.data?.[0]?.status).toBe('submitted');
    expectTyped('save_contact', result);
  });

  answers('create_invoice', async () => {
    const { user } = await contractorWithWork();
    const result = await user.client.rpc('create_invoice', {
      period_start: '2026-01-01',
      period_end: '2099-12-31',
    });
    expect(result.data?.[0]?.number).toBeNull();
    expectTyped('create_invoice', result);
  });

  answers('refresh_invoice', async () => {
    const { user, id } = await invoiceIn('draft');
    const result = await user.client.rpc('refresh_invoice', { invoice_id: id });
    expect(result.data?.[0]?.total_cents).toBe(5000);
    expectTyped('refresh_invoice', result);
  });

  answers('submit_invoice', async () => {
    const { user, id } = await invoiceIn('draft');
    const result = await user.client.rpc('submit_invoice', { invoice_id: id });
    expect(result.data?.[0]?.number).toMatch(/^INV-\d{4}-\d{4,}$/);
    expectTyped('submit_invoice', result);
  });

  answers('approve_invoice', async () => {
    const { id } = await invoiceIn('submitted');
    const result = await admin.client.rpc('approve_invoice', {
      invoice_id: id,
      seen_version: await version(id),
    });
    expect(result.data?.[0]?.approved_by).toBe(admin.id);
    expectTyped('approve_invoice', result);
  });

  answers('return_invoice', async () => {
    const { id } = await invoiceIn('submitted');
    const result = await admin.client.rpc('return_invoice', {
      invoice_id: id,
      reason: 'Typed',
      seen_version: await version(id),
    });
    expect(result.data?.[0]?.status).toBe('draft');
    expectTyped('return_invoice', result);
  });

  answers('mark_invoice_paid', async () => {
    const { id } = await invoiceIn('approved');
    const today = new Date().toISOString().slice(0, 10);
    const result = await admin.client.rpc('mark_invoice_paid', {
      invoice_id: id,
      paid_on: today,
      reference: 'ACH-1',
      seen_version: await version(id),
    });
    expect(result.data?.[0]?.status).toBe('paid');
    expectTyped('mark_invoice_paid', result);
  });

  answers('void_invoice', async () => {
    const { id } = await invoiceIn('submitted');
    const result = await admin.client.rpc('void_invoice', { invoice_id: id, reason: 'Typed' });
    expect(result.data?.[0]?.status).toBe('void');
    expectTyped('void_invoice', result);
  });

  answers('reopen_period', async () => {
    const { user } = await invoiceIn('approved');
    const result = await admin.client.rpc('reopen_period', {
      contractor_id: user.id,
      period_start: '2026-01-01',
      period_end: '2026-01-02',
      reason: 'A late mileage log',
    });
    expect(result.data?.[0]?.reason).toBe('A late mileage log');
    expectTyped('reopen_period', result);
  });

  answers('close_reopened_period', async () => {
    const { user } = await invoiceIn('approved');
    const opened = await admin.client.rpc('reopen_period', {
      contractor_id: user.id,
      period_start: '2026-01-03',
      period_end: '2026-01-03',
      reason: 'One late receipt',
    });
    const result = await admin.client.rpc('close_reopened_period', {
      reopening_id: opened.data![0]!.id,
    });
    expect(result.data?.[0]?.closed_at).toBeTruthy();
    expectTyped('close_reopened_period', result);
  });

  it('covers the functions this file is named for', () => {
    expect([...tested].sort()).toEqual(WORK_RPCS);
  });
});
