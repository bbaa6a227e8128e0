// The Activity page's reads and the browser's error reports over the API, as the app makes
// them: an admin (at aal2) sees a contractor's case view in the log and a contractor is
// refused; a report sent as the browser sends it (plain fetch, the publishable key) is stored
// without the email address and token planted in it, grouped, and read by admins only; each
// browser tab's reports are limited.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PUBLISHABLE_KEY } from '../../local-supabase';
import { createUser, type TestUser } from '../support/supabase';

const apiUrl = inject('apiUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Activity Admin' });
  contractor = await createUser('contractor', { name: 'Activity Contractor' });
});
afterAll(() => db.end());

describe('the Activity log', () => {
  it("shows an admin a contractor's case view, naming both", async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status)
       values ('Viewed over HTTP', 'x', $1, $2, 'in_progress') returning id`,
      [admin.id, contractor.id],
    );
    const caseId = rows[0]!.id;
    expect((await contractor.client.rpc('record_case_view', { case_id: caseId })).error).toBeNull();

    const { data, error } = await admin.client.rpc('activity_entries', {
      for_case: caseId,
      operations: ['view'],
      max_rows: 50,
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        operation: 'view',
        actor_id: contractor.id,
        actor_name: 'Activity Contractor',
        case_id: caseId,
        case_title: 'Viewed over HTTP',
      }),
    ]);
  });

  it('refuses a contractor', async () => {
    const { data, error } = await contractor.client.rpc('activity_entries', { max_rows: 50 });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});

/** What src/lib/error-report.ts sends: a plain POST with the publishable key. */
function report(reports: object[], clientId: string) {
  return fetch(`${apiUrl}/rest/v1/rpc/report_client_errors`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reports, client_id: clientId }),
  });
}

describe('client error reports', () => {
  it('stores a report without the email address or token planted in it, for admins only', async () => {
    const marker = randomUUID().slice(0, 8);
    const email = `pat.${marker}@example.com`;
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwYXQifQ.' + marker + 'signature';
    const res = await report(
      [
        {
          kind: 'error',
          message: `TypeError marker${marker} for ${email} with ${token}`,
          top_frame: `at save (https://gal.test/assets/app.js?access_token=${token}:1:2)`,
          stack: `TypeError: for ${email}\n  at save (https://gal.test/assets/app.js:1:2)`,
          route: '/dashboard/cases/:id',
          release: 'test',
          browser: 'Chrome 131',
        },
      ],
      randomUUID(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(1);

    const { data, error } = await admin.client
      .from('client_error_groups')
      .select('*')
      .like('message', `%marker${marker}%`);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const stored = JSON.stringify(data);
    expect(stored).not.toContain(email);
    expect(stored).not.toContain('example.com');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('eyJ');
    expect(data![0]).toMatchObject({
      message: `TypeError marker${marker} for [email] with [token]`,
      route: '/dashboard/cases/:id',
      count: 1,
    });

    const asContractor = await contractor.client
      .from('client_error_groups')
      .select('id')
      .like('message', `%marker${marker}%`);
    expect(asContractor.data).toEqual([]);
  });

  it('keeps 20 reports a tab in 10 minutes and drops the rest', async () => {
    const tab = randomUUID();
    const batch = Array.from({ length: 10 }, (_, i) => ({ message: `Loop ${i}`, route: '/' }));
    expect(await (await report(batch, tab)).json()).toBe(10);
    expect(await (await report(batch, tab)).json()).toBe(10);
    expect(await (await report(batch.slice(0, 1), tab)).json()).toBe(0);
    expect(await (await report(batch.slice(0, 1), randomUUID())).json()).toBe(1);
  });
});
