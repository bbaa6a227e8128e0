// The database hardening findings, replayed over HTTP with supabase-js against
// the real stack: each attack that used to work is now refused, and the
// honest path next to it still works. Users are made directly in the database
// with minted JWTs.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import { client, createUser, visitorClient } from '../support/supabase';

type Client = SupabaseClient<Database>;
type Role = Database['public']['Enums']['user_role'];
interface User {
  id: string;
  client: Client;
}

const db = new pg.Client({ connectionString: inject('dbUrl') });
const run = randomUUID().slice(0, 8);
const png = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });

const makeUser = (name: string, role: Role) => createUser(role, { name });

function galRequest(name: string) {
  return {
    case_type: 'Child Custody Dispute',
    county: 'Broward County',
    name,
    email: 'parent@example.test',
    phone: '555-0100',
    details: 'We need a GAL',
  };
}

describe('database hardening over HTTP', () => {
  let anon: Client;
  let alice: User;
  let bob: User;
  let contractor: User;
  let admin: User;

  beforeAll(async () => {
    await db.connect();
    anon = client();
    alice = await makeUser('alice', 'free');
    bob = await makeUser('bob', 'free');
    contractor = await makeUser('contractor', 'contractor');
    admin = await makeUser('admin', 'admin');
  });
  afterAll(async () => {
    await db.end();
  });

  it('refuses an SVG avatar and accepts a PNG', async () => {
    const svg = new Blob(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      {
        type: 'image/svg+xml',
      },
    );
    const refused = await alice.client.storage
      .from('avatars')
      .upload(`${alice.id}/${randomUUID()}.svg`, svg, { contentType: 'image/svg+xml' });
    expect(refused.error?.message).toMatch(/mime type image\/svg\+xml is not supported/);
    const accepted = await alice.client.storage
      .from('avatars')
      .upload(`${alice.id}/${randomUUID()}.png`, png(), { contentType: 'image/png' });
    expect(accepted.error).toBeNull();
  });

  it('refuses a full name over 200 characters', async () => {
    const tooLong = await alice.client
      .from('users')
      .update({ full_name: 'x'.repeat(300_000) })
      .eq('id', alice.id);
    expect(tooLong.error?.code).toBe('23514');
    expect(tooLong.error?.message).toContain('users_full_name_length');
    const fits = await alice.client
      .from('users')
      .update({ full_name: 'x'.repeat(200) })
      .eq('id', alice.id);
    expect(fits.error).toBeNull();
  });

  it('refuses a javascript: avatar URL and accepts the project storage URL', async () => {
    const script = await alice.client
      .from('users')
      .update({ avatar_url: 'javascript:alert(document.cookie)' })
      .eq('id', alice.id);
    expect(script.error?.code).toBe('23514');
    expect(script.error?.message).toBe(
      "An avatar must be an image in your own folder of this project's avatars bucket",
    );
    const elsewhere = await alice.client
      .from('users')
      .update({
        avatar_url: `https://tracker.example/storage/v1/object/public/avatars/${alice.id}/me.png`,
      })
      .eq('id', alice.id);
    expect(elsewhere.error?.code).toBe('23514');
    const url = alice.client.storage.from('avatars').getPublicUrl(`${alice.id}/me.png`)
      .data.publicUrl;
    const own = await alice.client
      .from('users')
      .update({ avatar_url: url })
      .eq('id', alice.id)
      .select('avatar_url');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ avatar_url: url }]);
  });

  it('bills new entries at the admin-set rate, not the contractor’s own', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status)
       values ('Rate case', 'For hardening', $1, $2, 'assigned') returning id`,
      [admin.id, contractor.id],
    );
    const caseId = rows[0]!.id;
    const first = await admin.client.rpc('set_billing_rate', {
      contractor_id: contractor.id,
      rate: 40,
    });
    expect(first.error).toBeNull();

    const selfSet = await contractor.client
      .from('users')
      .update({ billing_rate: 99_999_999.99 } as never)
      .eq('id', contractor.id);
    expect(selfSet.error?.code).toBe('42501');
    const selfRpc = await contractor.client.rpc('set_billing_rate', {
      contractor_id: contractor.id,
      rate: 900,
    });
    expect(selfRpc.error?.code).toBe('42501');
    const ask = await contractor.client
      .from('users')
      .update({ hourly_rate: 900 })
      .eq('id', contractor.id);
    expect(ask.error).toBeNull();

    const log = (description: string) =>
      contractor.client
        .from('time_entries')
        .insert({ case_id: caseId, description, hours: 1 })
        .select('hourly_rate')
        .single();
    const beforeAdmin = await log('After asking 900');
    expect(beforeAdmin.data?.hourly_rate).toBe(40);

    const adopted = await admin.client.rpc('adopt_asking_rate', { contractor_id: contractor.id });
    expect(adopted.data).toBe(900);
    const afterAdmin = await log('After the admin adopted it');
    expect(afterAdmin.data?.hourly_rate).toBe(900);
    const { rows: kept } = await db.query<{ hourly_rate: string }>(
      `select hourly_rate from public.time_entries where case_id = $1 and description = 'After asking 900'`,
      [caseId],
    );
    expect(kept[0]?.hourly_rate).toBe('40.00');
  });

  it('refuses a bulk GAL request insert (the per-session guard is request-guard-http)', async () => {
    const name = `Bulk ${run}`;
    const bulk = await (
      await visitorClient()
    )
      .from('gal_requests')
      .insert([galRequest(name), galRequest(name)]);
    expect(bulk.error?.code).toBe('GC003');
    expect(bulk.error?.message).toBe('Send one GAL request at a time.');
    const { rows } = await db.query('select 1 from public.gal_requests where name = $1', [name]);
    expect(rows).toHaveLength(0);
  });

  it('lists only one’s own avatar folder, while public URLs keep working', async () => {
    const path = `${alice.id}/listed.png`;
    expect((await alice.client.storage.from('avatars').upload(path, png())).error).toBeNull();

    const byBob = await bob.client.storage.from('avatars').list(alice.id);
    expect(byBob.data).toEqual([]);
    const byAnon = await anon.storage.from('avatars').list(alice.id);
    expect(byAnon.data).toEqual([]);
    const rootByBob = await bob.client.storage.from('avatars').list();
    expect(rootByBob.data?.map((e) => e.name)).not.toContain(alice.id);

    const byAlice = await alice.client.storage.from('avatars').list(alice.id);
    expect(byAlice.data?.map((e) => e.name)).toContain('listed.png');
    const byAdmin = await admin.client.storage.from('avatars').list(alice.id);
    expect(byAdmin.data?.map((e) => e.name)).toContain('listed.png');

    const res = await fetch(anon.storage.from('avatars').getPublicUrl(path).data.publicUrl);
    expect(res.status).toBe(200);
  });
});
