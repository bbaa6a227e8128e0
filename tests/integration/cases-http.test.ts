// Cases over supabase-js against the real local stack: the redacted listing
// (free users reach no description by any path), the accept race, admin
// reassignment with history, server-side paging and filters, dashboard_stats.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { statsFor } from '../../src/lib/capabilities';
import { createUser, type Role, type TestUser as Person } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
const run = randomUUID().slice(0, 8);
const SECRET = `Child details ${run}`;

const makeUser = (name: string, role: Role) => createUser(role, { name });

describe('cases over HTTP', () => {
  let free: Person;
  let contractorA: Person;
  let contractorB: Person;
  let admin: Person;
  let openCaseId: string;

  beforeAll(async () => {
    await db.connect();
    free = await makeUser('free', 'free');
    contractorA = await makeUser('contractor-a', 'contractor');
    contractorB = await makeUser('contractor-b', 'contractor');
    admin = await makeUser('admin', 'admin');
    const { data, error } = await admin.client
      .from('cases')
      .insert({
        title: `Shelter review ${run}`,
        description: SECRET,
        type: 'paid',
        county: 'Broward',
        category: 'Dependency',
        urgency: 'High',
        compensation: '$45/hour',
        admin_id: admin.id,
        status: 'open',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    openCaseId = data!.id;
  });
  afterAll(async () => {
    await db.end();
  });

  it('gives a free user the redacted listing and no description by any path', async () => {
    const listing = await free.client.rpc('open_case_listings').select('*').eq('id', openCaseId);
    expect(listing.error).toBeNull();
    expect(listing.data).toEqual([
      expect.objectContaining({
        title: `Shelter review ${run}`,
        county: 'Broward',
        category: 'Dependency',
        urgency: 'High',
        compensation: '$45/hour',
      }),
    ]);

    // Asking the function for a description column fails: it has none.
    const asked = await free.client.rpc('open_case_listings').select('description' as 'title');
    expect(asked.error).not.toBeNull();
    // The table and every embedding that reaches cases return nothing.
    const table = await free.client.from('cases').select('description').eq('id', openCaseId);
    expect(table.data).toEqual([]);
    const embedded = await free.client
      .from('users')
      .select('id, posted:cases!cases_admin_id_fkey(description)')
      .eq('id', free.id);
    expect(JSON.stringify(embedded.data)).not.toContain(SECRET);
    const all = await free.client.from('cases').select('*');
    expect(JSON.stringify(all.data)).not.toContain(SECRET);
    const viaHistory = await free.client
      .from('case_events')
      .select('case:cases(description)')
      .eq('case_id', openCaseId);
    expect(viaHistory.data ?? []).toEqual([]);
    // A contractor does read it.
    const contractorRead = await contractorB.client
      .from('cases')
      .select('description')
      .eq('id', openCaseId)
      .single();
    expect(contractorRead.data?.description).toBe(SECRET);
  });

  it('pages and filters on the server', async () => {
    for (const [i, county] of (['Orange', 'Orange', 'Hillsborough'] as const).entries()) {
      const { error } = await admin.client.from('cases').insert({
        title: `Paged ${run} ${i}`,
        description: 'Paging fixture',
        county,
        category: 'Juvenile',
        admin_id: admin.id,
      });
      expect(error).toBeNull();
    }
    const page = await contractorA.client
      .from('cases')
      .select('id, title', { count: 'exact' })
      .eq('status', 'open')
      .ilike('title', `Paged ${run}%`)
      .order('created_at', { ascending: false })
      .range(0, 1);
    expect(page.error).toBeNull();
    expect(page.count).toBe(3);
    expect(page.data).toHaveLength(2);
    const orange = await free.client
      .rpc('open_case_listings', undefined, { get: true, count: 'exact' })
      // PostgREST 12 filters a function's rows only on selected columns.
      .select('*')
      .eq('county', 'Orange')
      .eq('category', 'Juvenile')
      .ilike('title', `Paged ${run}%`);
    expect(orange.count).toBe(2);
  });

  it('lets exactly one of two racing contractors accept a case', async () => {
    const [a, b] = await Promise.all([
      contractorA.client.rpc('accept_case', { case_id: openCaseId }),
      contractorB.client.rpc('accept_case', { case_id: openCaseId }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    const winners = [a.data ?? [], b.data ?? []].filter((rows) => rows.length === 1);
    expect(winners).toHaveLength(1);
    const { rows } = await db.query(
      'select contractor_id, status from public.cases where id = $1',
      [openCaseId],
    );
    expect([contractorA.id, contractorB.id]).toContain(rows[0].contractor_id);
    expect(rows[0].status).toBe('assigned');
  });

  it('lets an admin reassign and unassign, and shows the history with the case in one read', async () => {
    const reassigned = await admin.client.rpc('assign_case', {
      case_id: openCaseId,
      contractor_id: contractorA.id,
    });
    expect(reassigned.error).toBeNull();
    const refused = await contractorA.client.rpc('assign_case', {
      case_id: openCaseId,
      contractor_id: contractorB.id,
    });
    expect(refused.error?.message).toBe('Only admins assign cases');

    const detail = await admin.client
      .from('cases')
      .select(
        '*, admin:users!cases_admin_id_fkey(id, full_name, email), contractor:users!cases_contractor_id_fkey(id, full_name, email), case_events(kind, to_status, contractor_name, actor_name, created_at)',
      )
      .eq('id', openCaseId)
      .single();
    expect(detail.error).toBeNull();
    expect(detail.data?.contractor?.full_name).toBe('contractor-a');
    expect(detail.data?.admin?.full_name).toBe('admin');
    expect(detail.data?.case_events.map((e) => e.kind)).toContain('posted');
    expect(detail.data?.case_events.map((e) => e.kind)).toContain('accepted');
    expect(detail.data?.case_events.at(-1)).toBeDefined();

    const unassigned = await admin.client.rpc('assign_case', { case_id: openCaseId });
    expect(unassigned.data?.[0]?.status).toBe('open');
    const { rows } = await db.query(
      `select kind from public.case_events where case_id = $1 order by id desc limit 1`,
      [openCaseId],
    );
    expect(rows[0].kind).toBe('unassigned');
  });

  it('returns each role its own stat cards in one call', async () => {
    // The database answers exactly the cards the app's capabilities table shows.
    const adminStats = await admin.client.rpc('dashboard_stats');
    expect(Object.keys(adminStats.data as object).sort()).toEqual([...statsFor('admin')].sort());
    const contractorStats = await contractorB.client.rpc('dashboard_stats');
    expect(contractorStats.data).toEqual({
      assigned_cases: 0,
      hours_this_month: 0,
      unread_messages: 0,
    });
    const freeStats = await free.client.rpc('dashboard_stats');
    const { rows } = await db.query(
      `select count(*)::int as n from public.cases where status = 'open'`,
    );
    expect(freeStats.data).toEqual({ available_cases: rows[0].n });
  });
});
