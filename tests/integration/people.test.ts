// People features over HTTP with supabase-js: settings that follow the user to another
// client, a message exchange with unread counts, the admin-only directory and
// deactivation, and avatar replacement in the user's own folder.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client, createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });

/** A second client for the same user, as a new browser would have. */
const secondClient = (user: TestUser): Client => client({ jwt: user.jwt });

async function assignedCase(admin: TestUser, contractor: TestUser): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, created_at)
     values ('People case', 'For people.test', $1, $2, 'assigned', now() - interval '60 days') returning id`,
    [admin.id, contractor.id],
  );
  return rows[0]!.id;
}

beforeAll(() => db.connect());
afterAll(() => db.end());

describe('settings', () => {
  it('saves with an upsert and reads back from another client; nobody else sees them', async () => {
    const user = await createUser('contractor');
    const other = await createUser('admin');
    const first = await user.client
      .from('user_settings')
      .upsert({ user_id: user.id, compact_view: true, show_deadlines: false })
      .select()
      .single();
    expect(first.error).toBeNull();
    const again = await user.client
      .from('user_settings')
      .upsert(
        { user_id: user.id, compact_view: true, show_deadlines: true },
        { onConflict: 'user_id' },
      )
      .select()
      .single();
    expect(again.error).toBeNull();

    const fresh = await secondClient(user)
      .from('user_settings')
      .select('compact_view, show_deadlines, notify_messages')
      .eq('user_id', user.id)
      .single();
    expect(fresh.data).toEqual({ compact_view: true, show_deadlines: true, notify_messages: true });

    const peek = await other.client.from('user_settings').select('*').eq('user_id', user.id);
    expect(peek.data).toEqual([]);
    const hijack = await other.client
      .from('user_settings')
      .upsert({ user_id: user.id, compact_view: false });
    expect(hijack.error?.code).toBe('42501');
  });
});

describe('messages', () => {
  it('counts unread up and down between the case admin and contractor; a third user sees nothing', async () => {
    const admin = await createUser('admin');
    const contractor = await createUser('contractor');
    const outsider = await createUser('contractor');
    const caseId = await assignedCase(admin, contractor);

    for (const body of ['Hello', 'Hearing moved to <b>Friday</b>']) {
      const sent = await admin.client.from('messages').insert({ case_id: caseId, body });
      expect(sent.error).toBeNull();
    }
    expect((await contractor.client.rpc('unread_message_count')).data).toBe(2);
    const threads = await contractor.client.rpc('message_threads');
    expect(threads.data).toMatchObject([
      { case_id: caseId, unread_count: 2, last_message_body: 'Hearing moved to <b>Friday</b>' },
    ]);

    expect((await contractor.client.rpc('mark_thread_read', { case_id: caseId })).data).toBe(2);
    expect((await contractor.client.rpc('unread_message_count')).data).toBe(0);

    await contractor.client.from('messages').insert({ case_id: caseId, body: 'Got it' });
    expect((await admin.client.rpc('unread_message_count')).data).toBe(1);

    expect((await outsider.client.rpc('message_threads')).data).toEqual([]);
    expect(
      (await outsider.client.from('messages').select('id').eq('case_id', caseId)).data,
    ).toEqual([]);
    expect((await outsider.client.rpc('mark_thread_read', { case_id: caseId })).data).toBe(0);
    const intrude = await outsider.client.from('messages').insert({ case_id: caseId, body: 'Hi' });
    expect(intrude.error?.code).toBe('42501');
    expect((await admin.client.rpc('unread_message_count')).data).toBe(1);
  });
});

describe('contractors directory', () => {
  it('gives admins the figures and refuses everyone else', async () => {
    const admin = await createUser('admin');
    const contractor = await createUser('contractor', { name: `dirtest ${Date.now()}` });
    const caseId = await assignedCase(admin, contractor);
    const logged = await contractor.client.from('time_entries').insert([
      { case_id: caseId, user_id: contractor.id, description: 'Visit', hours: 2.5 },
      { case_id: caseId, user_id: contractor.id, description: 'Report', hours: 1.25 },
    ]);
    expect(logged.error).toBeNull();

    const { data, error } = await admin.client.rpc('contractor_directory', {
      search: contractor.email,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject([
      { id: contractor.id, active_cases: 1, hours_this_month: 3.75, total_count: 1 },
    ]);

    const denied = await contractor.client.rpc('contractor_directory', {});
    expect(denied.error?.code).toBe('42501');
    const deniedDetail = await contractor.client.rpc('contractor_detail', {
      contractor_id: contractor.id,
    });
    expect(deniedDetail.error?.code).toBe('42501');
  });

  it('lets only admins deactivate, after which the contractor accepts no case', async () => {
    const admin = await createUser('admin');
    const contractor = await createUser('contractor');
    const selfService = await contractor.client.rpc('reactivate_contractor', {
      contractor_id: contractor.id,
    });
    expect(selfService.error?.code).toBe('42501');
    const done = await admin.client.rpc('deactivate_contractor', { contractor_id: contractor.id });
    expect(done.error).toBeNull();
    const { rows } = await db.query<{ id: string }>(
      `insert into public.cases (title, description, admin_id) values ('Open', 'x', $1) returning id`,
      [admin.id],
    );
    const accept = await contractor.client.rpc('accept_case', { case_id: rows[0]!.id });
    // The open case is out of their sight now: accepting finds nothing (deactivated).
    expect(accept.error).toBeNull();
    expect(accept.data).toEqual([]);
    // Other suites count open cases: leave none behind.
    await db.query('delete from public.cases where id = $1', [rows[0]!.id]);
  });
});

describe('avatars', () => {
  it('uploads to the own folder, saves the public URL and removes the old object', async () => {
    const user = await createUser('contractor');
    const image = () => new Blob([new Uint8Array(512)], { type: 'image/webp' });
    const paths = [`${user.id}/first.webp`, `${user.id}/second.webp`];
    for (const path of paths) {
      const up = await user.client.storage.from('avatars').upload(path, image());
      expect(up.error).toBeNull();
    }
    const url = user.client.storage.from('avatars').getPublicUrl(paths[1]!).data.publicUrl;
    const saved = await user.client.from('users').update({ avatar_url: url }).eq('id', user.id);
    expect(saved.error).toBeNull();
    const removed = await user.client.storage.from('avatars').remove([paths[0]!]);
    expect(removed.error).toBeNull();
    const { rows } = await db.query(
      `select name from storage.objects where bucket_id = 'avatars' and name like $1 order by name`,
      [`${user.id}/%`],
    );
    expect(rows).toEqual([{ name: paths[1] }]);

    const other = await createUser('contractor');
    const steal = await other.client.storage.from('avatars').remove([paths[1]!]);
    expect(steal.data).toEqual([]);
    const pdf = await user.client.storage
      .from('avatars')
      .upload(`${user.id}/doc.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(pdf.error).not.toBeNull();
  });
});
