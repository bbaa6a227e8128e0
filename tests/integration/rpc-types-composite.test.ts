// The database functions that fold a page's first load into one call (<= 3
// requests a page), called as the app calls them: the answer has its generated type, and
// each part the shape of the call or read it stands in for.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { returnMismatches } from '../support/generated-types';
import { COMPOSITE_RPCS, expectTyped, insertCase, typedAnswers } from '../support/typed-rpc';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Composite Admin' });
  contractor = await createUser('contractor', { name: 'Composite Contractor' });
});
afterAll(() => db.end());

const newCase = (status: 'open' | 'assigned', contractorId: string | null = null) =>
  insertCase(db, admin.id, status, contractorId);

const { answers, tested } = typedAnswers();

describe('database functions that answer a whole page', () => {
  answers('my_shell', async () => {
    // The generated type is the set of rows; the app reads its one row with .single().
    const result = await contractor.client.rpc('my_shell');
    expect(result.data).toHaveLength(1);
    expect(result.data?.[0]).toMatchObject({ unread_messages: expect.any(Number) });
    expectTyped('my_shell', result);
  });

  answers('dashboard_home', async () => {
    // Assigned 40 days ago and never visited: overdue under the 30-day standard.
    const { rows } = await db.query<{ id: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status, created_at)
       values ('Unvisited case', 'For rpc-types.test', $1, $2, 'assigned', now() - interval '40 days')
       returning id`,
      [admin.id, contractor.id],
    );
    const widgets = ['stats', 'deadlines', 'visits', 'applications'];
    const result = await contractor.client.rpc('dashboard_home', { widgets });
    expectTyped('dashboard_home', result);
    const home = result.data as Record<string, unknown>;
    expect(Object.keys(home).sort()).toEqual([...widgets].sort());
    // Each part has the generated type of the call it stands in for.
    expect(home.stats).toEqual((await contractor.client.rpc('dashboard_stats')).data);
    expect(returnMismatches('upcoming_deadlines', home.deadlines)).toEqual([]);
    const visits = home.visits as { rows: { case_id: string }[]; total: number; overdue: number };
    // Each line has visit_due_lines()' shape: a case's, or one child's on a case with children.
    expect(returnMismatches('visit_due_lines', visits.rows)).toEqual([]);
    expect(visits.rows.find((r) => r.case_id === rows[0]!.id)).toMatchObject({ overdue: true });
    expect(visits).toMatchObject({ total: visits.rows.length, overdue: expect.any(Number) });
    expect(home.applications).toEqual([]);
  });

  answers('case_page', async () => {
    const id = await newCase('assigned', contractor.id);
    const result = await admin.client.rpc('case_page', { case_id: id, with_contractors: true });
    expect(result.data).toMatchObject({
      case: { id, contractor: { id: contractor.id } },
      time_entries: [],
      contacts: [],
      court_dates: [],
      // Each part is what the read it replaces answers.
      deadline_rules: (
        await admin.client.from('report_deadline_rules').select('*').order('category')
      ).data,
      contractors: expect.arrayContaining([expect.objectContaining({ id: contractor.id })]),
    });
    expectTyped('case_page', result);
  });

  it('are the ones rpc-types.test.ts leaves to this file', () => {
    expect([...tested].sort()).toEqual(COMPOSITE_RPCS);
  });
});
