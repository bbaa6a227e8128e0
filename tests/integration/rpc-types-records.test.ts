// The database functions of the records kept about a case, called as the app calls them
// and held against their generated types, as rpc-types.test.ts does for the rest: who acted
// in a history, the court report's data and template, and the audit log's entries.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectTyped, insertCase, RECORD_RPCS, typedAnswers } from '../support/typed-rpc';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Records Admin' });
  contractor = await createUser('contractor', { name: 'Records Contractor' });
});
afterAll(() => db.end());

const newCase = (status: 'open' | 'assigned', contractorId: string | null = null) =>
  insertCase(db, admin.id, status, contractorId);

const { answers, tested } = typedAnswers();

describe('database functions of the records kept about a case', () => {
  answers('history_actors', async () => {
    const id = await newCase('open');
    await admin.client.rpc('assign_case', { case_id: id, contractor_id: contractor.id });
    // As the application review page asks, for an application (here: a case's history).
    const result = await admin.client.rpc('history_actors', { history: 'case', subject_id: id });
    expect(result.data?.map((a) => a.actor_id)).toContain(admin.id);
    expectTyped('history_actors', result);
  });

  answers('court_report_data', async () => {
    const id = await newCase('assigned', contractor.id);
    const hearing = await db.query<{ id: string }>(
      `insert into public.court_dates (case_id, hearing_at, hearing_type)
       values ($1, now() + interval '9 days', 'status') returning id`,
      [id],
    );
    // As drafting asks: the period the record suggests.
    const result = await contractor.client.rpc('court_report_data', {
      court_date_id: hearing.rows[0]!.id,
    });
    expect(result.error).toBeNull();
    expectTyped('court_report_data', result);
  });

  answers('activate_report_template', async () => {
    // As Settings asks for the built-in template (no row comes back).
    const result = await admin.client.rpc('activate_report_template', {
      template_id: null as unknown as string,
    });
    expect(result.data).toEqual([]);
    expectTyped('activate_report_template', result);
  });

  answers('record_case_view', async () => {
    // As the case page asks, once it has loaded.
    const id = await newCase('assigned', contractor.id);
    const result = await contractor.client.rpc('record_case_view', { case_id: id });
    expect(result.data).toBe(true);
    expectTyped('record_case_view', result);
  });

  answers('record_export', async () => {
    // As an export asks before its file is handed over.
    const result = await admin.client.rpc('record_export', {
      dataset: 'cases',
      filter: { from: null, to: null, county: null },
      row_count: 3,
    });
    expect(result.error).toBeNull();
    expectTyped('record_export', result);
  });

  answers('record_signed_link', async () => {
    // As a certificate link is asked for (the owner's own file).
    const path = `${contractor.id}/rpc-types-certificate.pdf`;
    await db.query(
      `insert into storage.objects (bucket_id, name, owner) values ('certificates', $1, $2)
       on conflict do nothing`,
      [path, contractor.id],
    );
    const result = await contractor.client.rpc('record_signed_link', {
      bucket: 'certificates',
      path,
    });
    expect(result.error).toBeNull();
    expectTyped('record_signed_link', result);
  });

  answers('activity_entries', async () => {
    const id = await newCase('assigned', contractor.id);
    await contractor.client.rpc('record_case_view', { case_id: id });
    // As the Activity page asks for a case's first page.
    const result = await admin.client.rpc('activity_entries', { for_case: id, max_rows: 50 });
    expect(result.data?.map((e) => e.operation)).toContain('view');
    expectTyped('activity_entries', result);
  });

  answers('reset_user_factors', async () => {
    const person = await createUser('contractor', { name: 'Records Reset' });
    // As the contractor's page asks, for someone with no factor yet.
    const result = await admin.client.rpc('reset_user_factors', { user_id: person.id });
    expect(result.data).toBe(0);
    expectTyped('reset_user_factors', result);
  });

  it('covers each of them', () => {
    expect([...tested].sort()).toEqual(RECORD_RPCS);
  });
});
