// GAL requests over HTTP through supabase-js, as the landing form and the admin
// inbox use them: a visitor's voice note and request, the admin's signed playback
// and status change (stamped with who and when), and the orphaned-note sweep.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, type TestUser, visitorClient } from '../support/supabase';

const BUCKET = 'voice-notes';
let db: pg.Client;
let admin: TestUser;
let contractor: TestUser;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
  admin = await createUser('admin', { name: 'Inbox Admin' });
  contractor = await createUser('contractor');
});
afterAll(async () => {
  await db?.end();
});

const note = () =>
  new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], { type: 'audio/webm' });

function request(name: string, voicePath: string | null = null) {
  return {
    case_type: 'Relocation Case',
    county: 'Lee County',
    name,
    email: 'parent@example.com',
    phone: '239-555-0100',
    details: 'Relocation hearing soon.',
    urgent: true,
    voice_note_path: voicePath,
  };
}

describe('GAL requests over HTTP', () => {
  it('a visitor files a request with a voice note; an admin plays it and marks it contacted', async () => {
    const visitor = await visitorClient();
    const path = `requests/${randomUUID()}.webm`;
    const upload = await visitor.storage
      .from(BUCKET)
      .upload(path, note(), { contentType: 'audio/webm' });
    expect(upload.error).toBeNull();
    const name = `HTTP Parent ${randomUUID().slice(0, 6)}`;
    expect((await visitor.from('gal_requests').insert(request(name, path))).error).toBeNull();
    expect((await visitor.from('gal_requests').select('id')).data).toEqual([]);

    const listed = await admin.client
      .from('gal_requests')
      .select('id, voice_note_path, status')
      .eq('name', name)
      .single();
    expect(listed.data).toMatchObject({ voice_note_path: path, status: 'new' });

    const signed = await admin.client.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const audio = await fetch(signed.data!.signedUrl);
    expect(audio.status).toBe(200);
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(
      new Uint8Array(await note().arrayBuffer()),
    );
    expect(
      (await contractor.client.storage.from(BUCKET).createSignedUrl(path, 60)).error,
    ).not.toBeNull();

    const updated = await admin.client
      .from('gal_requests')
      .update({ status: 'contacted' })
      .eq('id', listed.data!.id)
      .select(
        'status, status_changed_by, changer:users!gal_requests_status_changed_by_fkey(full_name)',
      )
      .single();
    expect(updated.data).toEqual({
      status: 'contacted',
      status_changed_by: admin.id,
      changer: { full_name: 'Inbox Admin' },
    });
    const back = await admin.client
      .from('gal_requests')
      .update({ status: 'new' })
      .eq('id', listed.data!.id);
    expect(back.error?.code).toBe('GC006');
    const byContractor = await contractor.client
      .from('gal_requests')
      .update({ status: 'closed' })
      .eq('id', listed.data!.id)
      .select('id');
    expect(byContractor.data).toEqual([]);
  });

  it('an admin turns a request into a case: the request is converted and each links to the other', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.gal_requests (case_type, county, name, email, phone, details, urgent)
       values ('Relocation Case', 'Lee County', 'Converted Parent', 'cp@example.com', '239-555-0111',
               'Relocation hearing soon.', true) returning id`,
    );
    const requestId = rows[0]!.id;
    // As New Case posts it when filled from the request.
    const posted = await admin.client
      .from('cases')
      .insert({
        title: 'Relocation Case, Lee',
        description: 'Relocation hearing soon.',
        county: 'Lee',
        category: 'Family Court',
        urgency: 'High',
        admin_id: admin.id,
        status: 'open',
        request_id: requestId,
      })
      .select('id, request_id')
      .single();
    expect(posted.error).toBeNull();
    expect(posted.data!.request_id).toBe(requestId);
    // As the inbox reads it: converted, with its case embedded.
    const inbox = await admin.client
      .from('gal_requests')
      .select('status, cases(id, title)')
      .eq('id', requestId)
      .single();
    expect(inbox.data).toEqual({
      status: 'converted',
      cases: [{ id: posted.data!.id, title: 'Relocation Case, Lee' }],
    });
    const again = await admin.client.from('cases').insert({
      title: 'Twice',
      description: 'x',
      admin_id: admin.id,
      status: 'open',
      request_id: requestId,
    });
    expect(again.error?.code).toBe('GC007');
  });

  it('an admin sweeps voice notes no request will ever name', async () => {
    const orphan = `requests/${randomUUID()}.webm`;
    const visitor = await visitorClient();
    expect(
      (await visitor.storage.from(BUCKET).upload(orphan, note(), { contentType: 'audio/webm' }))
        .error,
    ).toBeNull();
    // Age it past the window in which a request could still name it.
    await db.query(
      `update storage.objects set created_at = now() - interval '2 hours' where bucket_id = $1 and name = $2`,
      [BUCKET, orphan],
    );

    expect((await contractor.client.rpc('orphaned_voice_notes')).data).toEqual([]);
    const found = await admin.client.rpc('orphaned_voice_notes');
    expect(found.data).toContain(orphan);
    expect((await admin.client.storage.from(BUCKET).remove([orphan])).error).toBeNull();
    const left = await db.query(
      'select 1 from storage.objects where bucket_id = $1 and name = $2',
      [BUCKET, orphan],
    );
    expect(left.rowCount).toBe(0);
  });
});
