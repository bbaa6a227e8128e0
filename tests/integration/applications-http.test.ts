// Applications over supabase-js against the real local stack: the app's own payload
// builders are accepted as filed, the admins' review list (filters, search,
// paging) is theirs alone, and a decision by review_application() is audited
// and makes a GAL applicant a contractor.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAssistantPayload } from '../../src/features/applications/lib/assistant-schema';
import { buildContractorPayload } from '../../src/features/applications/lib/gal-schema';
import {
  validAssistantValues,
  validGalValues,
} from '../../src/features/applications/lib/application-values.fixtures';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let applicant: TestUser;
let other: TestUser;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin');
  applicant = await createUser('free', { name: 'applicant' });
  other = await createUser('free', { name: 'other' });
});
afterAll(async () => {
  await db.end();
});

describe('applications over HTTP', () => {
  let galId: string;

  it('files both payloads exactly as the forms build them', async () => {
    const gal = await applicant.client
      .from('contractor_applications')
      .insert(buildContractorPayload(validGalValues({ email: applicant.email }), applicant.id))
      .select('id, status, specialized_trainings')
      .single();
    expect(gal.error).toBeNull();
    expect(gal.data).toMatchObject({
      status: 'pending',
      specialized_trainings: ['Child forensic interviewing'],
    });
    galId = gal.data!.id;
    const assistant = await applicant.client
      .from('assistant_applications')
      .insert(
        buildAssistantPayload(validAssistantValues({ email: applicant.email }), applicant.id),
      );
    expect(assistant.error).toBeNull();
  });

  it('lists both kinds for an admin with filters, search and an exact count', async () => {
    const all = await admin.client
      .from('application_reviews')
      .select('kind, status', { count: 'exact' })
      .eq('email', applicant.email)
      .order('created_at', { ascending: false });
    expect(all.error).toBeNull();
    expect(all.count).toBe(2);
    expect(all.data!.map((r) => r.kind).sort()).toEqual(['assistant', 'contractor']);

    const search = await admin.client
      .from('application_reviews')
      .select('id, kind')
      .eq('kind', 'contractor')
      .eq('status', 'pending')
      .or(`full_name.ilike.*James*,email.ilike.*${applicant.email}*`)
      .range(0, 9);
    expect(search.data).toContainEqual({ id: galId, kind: 'contractor' });
  });

  it('gives an applicant nothing from the review list and no decision', async () => {
    const list = await applicant.client.from('application_reviews').select('id');
    expect(list.data).toEqual([]);
    const decide = await applicant.client.rpc('review_application', {
      kind: 'contractor',
      application_id: galId,
      decision: 'approved',
    });
    expect(decide.error?.code).toBe('42501');
    const peek = await other.client
      .from('application_events')
      .select('id')
      .eq('application_id', galId);
    expect(peek.data).toEqual([]);
  });

  it('approves with a reason, a message, an internal note and a billing rate in one call; the applicant reads all but the note', async () => {
    const asked = await applicant.client
      .from('users')
      .update({ hourly_rate: 1000 })
      .eq('id', applicant.id);
    expect(asked.error).toBeNull();
    const { error } = await admin.client.rpc('review_application', {
      kind: 'contractor',
      application_id: galId,
      decision: 'approved',
      seen_version: 1,
      reason_code: 'references_confirmed',
      reason: 'Welcome aboard',
      note: 'Both called back; watch the caseload',
      billing_rate: 55,
    });
    expect(error).toBeNull();
    const history = (client: typeof applicant.client) =>
      client
        .from('application_events')
        .select('to_status, reason_code, reason, note:application_notes(note)')
        .eq('application_id', galId)
        .order('id');
    const events = await history(applicant.client);
    expect(events.data).toEqual([
      { to_status: 'pending', reason_code: null, reason: null, note: null },
      {
        to_status: 'approved',
        reason_code: 'references_confirmed',
        reason: 'Welcome aboard',
        note: null,
      },
    ]);
    // Who decided is the admins' to read: the applicant's ask for the actor is refused.
    const actorAsked = await applicant.client.from('application_events').select('actor_id');
    expect(actorAsked.error?.code).toBe('42501');
    const actors = await admin.client.rpc('history_actors', {
      history: 'application',
      subject_id: galId,
    });
    expect(actors.data?.map((a) => a.actor_id)).toEqual([applicant.id, admin.id]);
    const notes = await applicant.client.from('application_notes').select('note');
    expect(notes.data).toEqual([]);
    const seen = await history(admin.client);
    expect(seen.data?.[1]?.note).toEqual({ note: 'Both called back; watch the caseload' });

    const me = await applicant.client
      .from('users')
      .select('role, hourly_rate, billing_rate')
      .eq('id', applicant.id)
      .single();
    expect(me.data).toEqual({ role: 'contractor', hourly_rate: 1000, billing_rate: 55 });
    const stats = await admin.client.rpc('dashboard_stats');
    expect(stats.data).toHaveProperty('pending_applications');
  });

  it('refuses a second GAL application in words, before and after the decision', async () => {
    const again = await applicant.client
      .from('contractor_applications')
      .insert(buildContractorPayload(validGalValues({ email: applicant.email }), applicant.id));
    expect(again.error).toMatchObject({
      code: '23514',
      message: 'You are already a GAL contractor',
    });
    const twice = await other.client
      .from('assistant_applications')
      .insert([
        buildAssistantPayload(validAssistantValues({ email: other.email }), other.id),
        buildAssistantPayload(validAssistantValues({ email: other.email }), other.id),
      ]);
    expect(twice.error).toMatchObject({
      code: '23505',
      message: 'You already have a GAL Assistant application under review',
    });
    const elsewhere = await other.client
      .from('contractor_applications')
      .insert(buildContractorPayload(validGalValues({ email: 'not.mine@example.com' }), other.id));
    expect(elsewhere.error?.message).toBe(
      `The application's email must be your account's email, ${other.email}`,
    );
  });
});
