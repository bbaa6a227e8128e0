// The case file's database functions, called as the app calls them and held against their
// generated types, as rpc-types.test.ts does for the rest: the closing check and closing,
// and the credentials with when each lapses.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CASE_FILE_RPCS, expectTyped, insertCase, typedAnswers } from '../support/typed-rpc';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Case File Admin' });
  contractor = await createUser('contractor', { name: 'Case File Contractor' });
});
afterAll(() => db.end());

const { answers, tested } = typedAnswers();

describe('the case file’s database functions', () => {
  answers('case_closing_check', async () => {
    const id = await insertCase(db, admin.id, 'assigned', contractor.id);
    // As Close case asks before it shows the form.
    const result = await admin.client.rpc('case_closing_check', { case_id: id });
    expect(result.data).toMatchObject({ unbilled_entries: 0, open_reports: [] });
    expectTyped('case_closing_check', result);
  });

  answers('close_case', async () => {
    const id = await insertCase(db, admin.id, 'assigned', contractor.id);
    const result = await admin.client.rpc('close_case', {
      case_id: id,
      closing_order_on: '2026-11-20',
      closing_summary: 'Reunified; GAL discharged.',
    });
    expect(result.error).toBeNull();
    expect(result.data?.[0]?.status).toBe('completed');
    expectTyped('close_case', result);
  });

  answers('credential_expiries', async () => {
    await db.query(
      `insert into public.contractor_credentials (user_id, screened_on, certification_expires_on)
       values ($1, current_date - 100, current_date + 300)`,
      [contractor.id],
    );
    // As Profile asks for the contractor's own.
    const result = await contractor.client.rpc('credential_expiries');
    expect(result.data?.map((c) => c.credential).sort()).toEqual([
      'background_screening',
      'certification',
    ]);
    expectTyped('credential_expiries', result);
  });

  it('covers each of them', () => {
    expect([...tested].sort()).toEqual(CASE_FILE_RPCS);
  });
});
