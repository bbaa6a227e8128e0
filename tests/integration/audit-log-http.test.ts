// The audit log through the API as the app reaches it, with admins signed in through their
// second factor: a court date, a user's role and billing rate, and opening a case page each add
// exactly the expected rows; no role updates or deletes a row; an aal1 admin reads nothing.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../../local-supabase';
import { client, createUser, PASSWORD, signIn, type TestUser } from '../support/supabase';

const dbUrl = inject('dbUrl');
let db: pg.Client;
let admin: TestUser;
let contractor: TestUser;
let caseId: string;
let courtDateId: string;

beforeAll(async () => {
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  admin = await createUser('admin', { name: 'Audit Admin' });
  contractor = await createUser('contractor', { name: 'Audit Contractor' });
  caseId = randomUUID();
  courtDateId = randomUUID();
  await db.query(
    `insert into public.cases (id, title, description, admin_id, contractor_id, status)
     values ($1, 'Audited over HTTP', 'x', $2, $3, 'in_progress')`,
    [caseId, admin.id, contractor.id],
  );
  await db.query(
    `insert into public.court_dates (id, case_id, hearing_at, hearing_type)
     values ($1, $2, now() + interval '20 days', 'status')`,
    [courtDateId, caseId],
  );
});

afterAll(async () => {
  await db?.end();
});

async function entries(filter: { for_case?: string; for_person?: string; of_kind?: string }) {
  const { data, error } = await admin.client.rpc('audit_entries', filter);
  expect(error).toBeNull();
  return data ?? [];
}

describe('changes', () => {
  it('a court date change adds exactly one update row with old and new values', async () => {
    const before = (await entries({ for_case: caseId, of_kind: 'update' })).length;
    const { error } = await admin.client
      .from('court_dates')
      .update({ hearing_type: 'trial' })
      .eq('id', courtDateId);
    expect(error).toBeNull();
    const after = await entries({ for_case: caseId, of_kind: 'update' });
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({
      table_name: 'court_dates',
      row_id: courtDateId,
      actor_id: admin.id,
      actor_name: 'Audit Admin',
    });
    expect(after[0]!.changes).toMatchObject({ hearing_type: { old: 'status', new: 'trial' } });
  });

  it("a user's billing rate and role changes add one row each", async () => {
    const person = await createUser('contractor', { name: 'Rate Contractor' });
    const rows = async () =>
      (await entries({ for_person: person.id, of_kind: 'update' })).filter(
        (e) => e.table_name === 'users',
      );
    const before = (await rows()).length;
    expect(
      (await admin.client.rpc('set_billing_rate', { contractor_id: person.id, rate: 61 })).error,
    ).toBeNull();
    expect(await rows()).toHaveLength(before + 1);
    expect((await rows())[0]!.changes).toEqual({ billing_rate: { old: null, new: 61 } });
    expect(
      (await admin.client.rpc('set_user_role', { user_id: person.id, new_role: 'free' })).error,
    ).toBeNull();
    const latest = await rows();
    expect(latest.length).toBeGreaterThanOrEqual(before + 2);
    expect(latest.some((e) => (e.changes as Record<string, unknown>).role)).toBe(true);
  });
});

describe('views', () => {
  it('opening a case page records one view per user and case an hour', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await contractor.client.rpc('case_page', { case_id: caseId })).error).toBeNull();
      await contractor.client.rpc('record_case_view', { case_id: caseId });
    }
    const views = await entries({ for_case: caseId, of_kind: 'view' });
    expect(views.filter((v) => v.actor_id === contractor.id)).toHaveLength(1);
    const stranger = await createUser('contractor', { name: 'Stranger' });
    const refused = await stranger.client.rpc('record_case_view', { case_id: caseId });
    expect(refused.error?.code).toBe('42501');
  });
});

describe('the log itself', () => {
  it('no role updates or deletes a row, or reads the table directly', async () => {
    const service = client({ key: SERVICE_ROLE_KEY });
    for (const c of [admin.client, contractor.client, service]) {
      const del = await c.from('audit_log').delete().gt('id', 0);
      expect(del.error).not.toBeNull();
      const upd = await c.from('audit_log').update({ operation: 'view' }).gt('id', 0);
      expect(upd.error).not.toBeNull();
    }
    expect((await admin.client.from('audit_log').select('id')).error?.code).toBe('42501');
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from public.audit_log where case_id = $1`,
      [caseId],
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });

  it('an admin at aal1 and a contractor read nothing', async () => {
    const aal1 = await signIn(admin.email, PASSWORD, { secondFactor: false });
    expect((await aal1.client.rpc('audit_entries', {})).error?.code).toBe('42501');
    expect((await contractor.client.rpc('audit_entries', {})).error?.code).toBe('42501');
  });
});
