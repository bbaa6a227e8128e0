// The key attacks on row-level security through supabase-js over HTTP: real PostgREST,
// our storage service and RLS. Users are made directly in auth.users and get
// JWTs minted with the stack's secret, so this test depends only on the
// database, PostgREST and storage.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client, createUser, type Role, visitorClient } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
const run = randomUUID().slice(0, 8);

const makeUser = (label: string, role: Role) => createUser(role, { name: `${label}-${run}` });

async function newCase(adminId: string, contractorId: string | null = null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status)
     values ('HTTP case', 'For rls-http', $1, $2, $3) returning id`,
    [adminId, contractorId, contractorId ? 'assigned' : 'open'],
  );
  return rows[0]!.id;
}

describe('RLS over HTTP', () => {
  let anon: Client;
  let free: { id: string; client: Client };
  let contractorA: { id: string; client: Client };
  let contractorB: { id: string; client: Client };
  let admin: { id: string; client: Client };

  beforeAll(async () => {
    await db.connect();
    anon = client();
    free = await makeUser('free', 'free');
    contractorA = await makeUser('contractor-a', 'contractor');
    contractorB = await makeUser('contractor-b', 'contractor');
    admin = await makeUser('admin', 'admin');
  });
  afterAll(async () => {
    await db.end();
  });

  it('refuses a self role escalation', async () => {
    const { error } = await free.client.from('users').update({ role: 'admin' }).eq('id', free.id);
    expect(error?.code).toBe('42501');
    const { rows } = await db.query('select role from public.users where id = $1', [free.id]);
    expect(rows[0].role).toBe('free');
  });

  it('lets a user change their own name but no one else’s', async () => {
    const own = await free.client
      .from('users')
      .update({ full_name: 'Renamed' })
      .eq('id', free.id)
      .select('full_name');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ full_name: 'Renamed' }]);
    const other = await free.client
      .from('users')
      .update({ full_name: 'Hacked' })
      .eq('id', contractorA.id)
      .select();
    expect(other.data).toEqual([]);
  });

  it('returns nothing for a cross-user read', async () => {
    const users = await contractorB.client
      .from('users')
      .select('id, email')
      .eq('id', contractorA.id);
    expect(users.error).toBeNull();
    expect(users.data).toEqual([]);
    const cases = await free.client.from('cases').select('id');
    expect(cases.error).toBeNull();
    expect(cases.data).toEqual([]);
  });

  it('embeds the admin and contractor of a shared case', async () => {
    const caseId = await newCase(admin.id, contractorA.id);
    const { data, error } = await contractorA.client
      .from('cases')
      .select(
        'id, admin:users!cases_admin_id_fkey(id, full_name, email), contractor:users!cases_contractor_id_fkey(id, full_name, email)',
      )
      .eq('id', caseId)
      .single();
    expect(error).toBeNull();
    expect(data?.admin?.id).toBe(admin.id);
    expect(data?.contractor?.id).toBe(contractorA.id);
  });

  it('lets exactly one of two contractors accept the same case', async () => {
    const caseId = await newCase(admin.id);
    const [a, b] = await Promise.all([
      contractorA.client.rpc('accept_case', { case_id: caseId }),
      contractorB.client.rpc('accept_case', { case_id: caseId }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    const winners = [a.data ?? [], b.data ?? []].filter((rows) => rows.length === 1);
    expect(winners).toHaveLength(1);
    // Either may win (on PostgreSQL both run at once): the loser's late accept finds no
    // case; the winner's repeat answers with their own case, not an error.
    const [winner, loser] =
      a.data?.length === 1 ? [contractorA, contractorB] : [contractorB, contractorA];
    const late = await loser.client.rpc('accept_case', { case_id: caseId });
    expect(late.data).toEqual([]);
    const again = await winner.client.rpc('accept_case', { case_id: caseId });
    expect(again.data?.map((r) => r.contractor_id)).toEqual([winner.id]);
    const { rows } = await db.query(
      'select status, contractor_id from public.cases where id = $1',
      [caseId],
    );
    expect(rows[0].status).toBe('assigned');
    expect([contractorA.id, contractorB.id]).toContain(rows[0].contractor_id);
  });

  it('gives the free dashboard a count, not rows', async () => {
    const { data, error } = await free.client.rpc('available_cases_count');
    expect(error).toBeNull();
    expect(typeof data).toBe('number');
  });

  it('refuses a time entry on another contractor’s case', async () => {
    const caseId = await newCase(admin.id, contractorA.id);
    const { error } = await contractorB.client
      .from('time_entries')
      .insert({ case_id: caseId, user_id: contractorB.id, description: 'Not mine', hours: 1 });
    expect(error?.code).toBe('42501');
    const own = await contractorA.client
      .from('time_entries')
      .insert({ case_id: caseId, user_id: contractorA.id, description: 'Mine', hours: 1.25 })
      .select('hours');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ hours: 1.25 }]);
  });

  it('refuses a status change by a non-admin and allows it for an admin', async () => {
    const caseId = await newCase(admin.id, contractorA.id);
    const byContractor = await contractorA.client
      .from('cases')
      .update({ status: 'completed' })
      .eq('id', caseId)
      .select();
    expect(byContractor.data).toEqual([]);
    const { rows } = await db.query('select status from public.cases where id = $1', [caseId]);
    expect(rows[0].status).toBe('assigned');
    // Completed needs the closing order's date and a summary (public.close_case sets them).
    const bare = await admin.client.from('cases').update({ status: 'completed' }).eq('id', caseId);
    expect(bare.error?.message).toBe(
      "Close the case with the closing order's date and a closing summary",
    );
    const byAdmin = await admin.client
      .from('cases')
      .update({
        status: 'completed',
        closing_order_on: '2026-11-20',
        closing_summary: 'Discharged',
      })
      .eq('id', caseId)
      .select('status');
    expect(byAdmin.data).toEqual([{ status: 'completed' }]);
  });

  it('lets a visitor’s session file a GAL request but not read it; the anon key alone files nothing', async () => {
    const request = {
      case_type: 'Child Custody Dispute',
      county: 'Broward County',
      name: `Parent ${run}`,
      email: 'parent@example.test',
      phone: '555-0100',
      details: 'We need a GAL',
    };
    expect((await anon.from('gal_requests').insert(request)).error?.code).toBe('42501');
    const visitor = await visitorClient();
    const { error } = await visitor.from('gal_requests').insert(request);
    expect(error).toBeNull();
    const read = await visitor.from('gal_requests').select('id');
    expect(read.data).toEqual([]);
    const asAdmin = await admin.client
      .from('gal_requests')
      .select('id')
      .eq('name', `Parent ${run}`);
    expect(asAdmin.data).toHaveLength(1);
  });

  describe('storage', () => {
    const png = () =>
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });

    it('lets a user upload an avatar only under their own id', async () => {
      const own = await free.client.storage
        .from('avatars')
        .upload(`${free.id}/${randomUUID()}.png`, png(), { contentType: 'image/png' });
      expect(own.error).toBeNull();
      const flat = await free.client.storage
        .from('avatars')
        .upload(`${free.id}-${randomUUID()}.png`, png(), { contentType: 'image/png' });
      expect(flat.error).toBeNull();
      const other = await free.client.storage
        .from('avatars')
        .upload(`${contractorA.id}/${randomUUID()}.png`, png(), { contentType: 'image/png' });
      expect(other.error).not.toBeNull();
    });

    it('refuses an oversized avatar and a non-image', async () => {
      const big = new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' });
      const oversized = await free.client.storage
        .from('avatars')
        .upload(`${free.id}/${randomUUID()}.png`, big, { contentType: 'image/png' });
      expect(oversized.error).not.toBeNull();
      const pdf = await free.client.storage
        .from('avatars')
        .upload(
          `${free.id}/${randomUUID()}.pdf`,
          new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
          {
            contentType: 'application/pdf',
          },
        );
      expect(pdf.error).not.toBeNull();
    });

    it('lets a visitor’s session drop a voice note that only admins can fetch', async () => {
      const name = `requests/${randomUUID()}.webm`;
      const visitor = await visitorClient();
      const up = await visitor.storage
        .from('voice-notes')
        .upload(
          name,
          new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'audio/webm;codecs=opus' }),
          {
            contentType: 'audio/webm',
          },
        );
      expect(up.error).toBeNull();
      const ownRead = await visitor.storage.from('voice-notes').download(name);
      expect(ownRead.error).not.toBeNull();
      const anonRead = await anon.storage.from('voice-notes').download(name);
      expect(anonRead.error).not.toBeNull();
      const freeRead = await free.client.storage.from('voice-notes').download(name);
      expect(freeRead.error).not.toBeNull();
      const adminRead = await admin.client.storage.from('voice-notes').download(name);
      expect(adminRead.error).toBeNull();
      const wrongPlace = await visitor.storage
        .from('voice-notes')
        .upload(
          `elsewhere/${randomUUID()}.webm`,
          new Blob([new Uint8Array([1])], { type: 'audio/webm' }),
          {
            contentType: 'audio/webm',
          },
        );
      expect(wrongPlace.error).not.toBeNull();
      const wrongType = await visitor.storage
        .from('voice-notes')
        .upload(`requests/${randomUUID()}.webm`, new Blob(['x'], { type: 'text/plain' }), {
          contentType: 'text/plain',
        });
      expect(wrongType.error).not.toBeNull();
    });
  });
});
