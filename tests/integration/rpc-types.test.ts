// Every database function the app calls, called as the app calls it (supabase-js
// typed with the generated Database, on the real local stack), and its answer
// held against the Returns type `npm run db:types` wrote: the same keys, and each
// value of a kind the type allows. A type changed without the function, or the
// function without the type, fails here.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { statsFor } from '../../src/lib/capabilities';
import { rpcsTheAppCalls } from '../support/app-rpcs';
import {
  CASE_FILE_RPCS,
  COMPOSITE_RPCS,
  expectTyped,
  FAMILY_RPCS,
  insertCase,
  RECORD_RPCS,
  typedAnswers,
  WORK_RPCS,
} from '../support/typed-rpc';
import { createUser, type TestUser, visitorClient } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;
let free: TestUser;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Types Admin' });
  contractor = await createUser('contractor', { name: 'Types Contractor' });
  free = await createUser('free', { name: 'Types Free' });
});
afterAll(() => db.end());

const newCase = (status: 'open' | 'assigned', contractorId: string | null = null) =>
  insertCase(db, admin.id, status, contractorId);

const { answers, tested } = typedAnswers();

describe('database functions the app calls', () => {
  answers('accept_case', async () => {
    const id = await newCase('open');
    const result = await contractor.client.rpc('accept_case', { case_id: id });
    expect(result.data).toHaveLength(1);
    expectTyped('accept_case', result);
  });

  answers('assign_case', async () => {
    const id = await newCase('open');
    const result = await admin.client.rpc('assign_case', {
      case_id: id,
      contractor_id: contractor.id,
    });
    expect(result.data).toHaveLength(1);
    expectTyped('assign_case', result);
  });

  answers('open_case_listings', async () => {
    await newCase('open');
    const result = await free.client.rpc('open_case_listings', undefined, { get: true });
    expect(result.data?.length).toBeGreaterThan(0);
    expectTyped('open_case_listings', result);
  });

  answers('contractor_directory', async () => {
    const result = await admin.client.rpc('contractor_directory', {
      search: contractor.email,
      sort_by: 'name',
      sort_desc: false,
      page: 1,
      page_size: 20,
    });
    expect(result.data).toHaveLength(1);
    expectTyped('contractor_directory', result);
  });

  answers('contractor_detail', async () => {
    const result = await admin.client.rpc('contractor_detail', { contractor_id: contractor.id });
    expect(result.data).toHaveLength(1);
    expectTyped('contractor_detail', result);
  });

  answers('set_billing_rate', async () => {
    const result = await admin.client.rpc('set_billing_rate', {
      contractor_id: contractor.id,
      rate: 55.5,
    });
    expect(result.data).toBe(55.5);
    expectTyped('set_billing_rate', result);
  });

  answers('deactivate_contractor', async () => {
    const other = await createUser('contractor');
    const result = await admin.client.rpc('deactivate_contractor', { contractor_id: other.id });
    expect(typeof result.data).toBe('string');
    expectTyped('deactivate_contractor', result);
  });

  answers('reactivate_contractor', async () => {
    const other = await createUser('contractor');
    await admin.client.rpc('deactivate_contractor', { contractor_id: other.id });
    const result = await admin.client.rpc('reactivate_contractor', { contractor_id: other.id });
    expectTyped('reactivate_contractor', result);
  });

  answers('dashboard_stats', async () => {
    for (const user of [admin, contractor, free]) {
      const result = await user.client.rpc('dashboard_stats');
      expectTyped('dashboard_stats', result);
      // The role's cards in capabilities.ts are exactly the keys the database sends.
      expect(Object.keys(result.data ?? {}).sort()).toEqual([...statsFor(user.role)].sort());
      expect(Object.values(result.data ?? {}).every((v) => typeof v === 'number')).toBe(true);
    }
  });

  answers('dashboard_charts', async () => {
    const period = { from_on: '2026-01-01', to_on: '2026-06-30' };
    const keys = {
      admin: ['caseloads', 'hours_mileage', 'pipeline', 'report_deadlines', 'visits_overdue'],
      contractor: ['deadlines', 'hours', 'visit_intervals'],
      free: [],
    };
    for (const user of [admin, contractor, free]) {
      const result = await user.client.rpc('dashboard_charts', period);
      expectTyped('dashboard_charts', result);
      expect(Object.keys(result.data ?? {}).sort()).toEqual(keys[user.role]);
    }
  });

  answers('message_threads', async () => {
    const talked = await newCase('assigned', contractor.id);
    await newCase('assigned', contractor.id);
    await db.query(`insert into public.messages (case_id, sender_id, body) values ($1, $2, 'Hi')`, [
      talked,
      admin.id,
    ]);
    // As the app asks: a page (one more than shown), then one linked thread.
    const result = await contractor.client.rpc('message_threads', { thread_limit: 51 });
    // One thread with a last message, one without (its last_* fields are null).
    expect(result.data?.map((t) => t.last_message_body).sort()).toEqual(
      expect.arrayContaining(['Hi', null]),
    );
    expectTyped('message_threads', result);
    const one = await contractor.client.rpc('message_threads', {
      thread_limit: 1,
      thread_case: talked,
    });
    expect(one.data?.map((t) => t.case_id)).toEqual([talked]);
    expectTyped('message_threads', one);
  });

  answers('mark_thread_read', async () => {
    const id = await newCase('assigned', contractor.id);
    await db.query(
      `insert into public.messages (case_id, sender_id, body) values ($1, $2, 'Read me')`,
      [id, admin.id],
    );
    const result = await contractor.client.rpc('mark_thread_read', { case_id: id });
    expect(result.data).toBe(1);
    expectTyped('mark_thread_read', result);
  });

  answers('unread_message_count', async () => {
    const result = await contractor.client.rpc('unread_message_count');
    expect(typeof result.data).toBe('number');
    expectTyped('unread_message_count', result);
  });

  answers('orphaned_voice_notes', async () => {
    const orphan = `requests/${randomUUID()}.webm`;
    const note = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'audio/webm' });
    const upload = await (await visitorClient()).storage.from('voice-notes').upload(orphan, note);
    expect(upload.error).toBeNull();
    await db.query(
      `update storage.objects set created_at = now() - interval '2 hours'
        where bucket_id = 'voice-notes' and name = $1`,
      [orphan],
    );
    const result = await admin.client.rpc('orphaned_voice_notes');
    expect(result.data).toContain(orphan);
    expectTyped('orphaned_voice_notes', result);
    expect((await admin.client.storage.from('voice-notes').remove([orphan])).error).toBeNull();
  });

  answers('review_application', async () => {
    const applicant = await createUser('free', { name: 'Types Applicant' });
    const filed = await applicant.client
      .from('contractor_applications')
      .insert({
        user_id: applicant.id,
        full_name: 'Types Applicant',
        email: applicant.email,
        phone: '555-0100',
        years_experience: 2,
        professional_summary: 'Filed by rpc-types.test',
      })
      .select('id')
      .single();
    expect(filed.error).toBeNull();
    const result = await admin.client.rpc('review_application', {
      kind: 'contractor',
      application_id: filed.data!.id,
      decision: 'approved',
      seen_version: 1,
      note: 'Typed answer',
      billing_rate: 40,
    });
    expect(result.data).toBe('approved');
    expectTyped('review_application', result);
  });

  answers('upcoming_deadlines', async () => {
    const id = await newCase('assigned', contractor.id);
    await db.query(
      `insert into public.court_dates (case_id, hearing_at, hearing_type) values ($1, now() + interval '4 days', 'status')`,
      [id],
    );
    const result = await contractor.client.rpc('upcoming_deadlines', { within_days: 14 });
    expect(result.data!.length).toBeGreaterThanOrEqual(2);
    expectTyped('upcoming_deadlines', result);
  });

  answers('reset_calendar_feed', async () => {
    const result = await contractor.client.rpc('reset_calendar_feed');
    expect(result.data).toMatch(/^[0-9a-f]{64}$/);
    expectTyped('reset_calendar_feed', result);
  });

  answers('stop_calendar_feed', async () => {
    await contractor.client.rpc('reset_calendar_feed');
    const result = await contractor.client.rpc('stop_calendar_feed');
    expect(result.data).toBe(true);
    expectTyped('stop_calendar_feed', result);
  });

  answers('set_abuse_allegation', async () => {
    const id = await newCase('open');
    const result = await admin.client.rpc('set_abuse_allegation', {
      case_id: id,
      abuse_allegation: true,
    });
    expect(result.data?.[0]?.abuse_allegation).toBe(true);
    expectTyped('set_abuse_allegation', result);
  });

  answers('training_progress', async () => {
    const own = await contractor.client.rpc('training_progress', {});
    expect(own.data?.[0]?.good_standing).toBe(true);
    expectTyped('training_progress', own);
    const theirs = await admin.client.rpc('training_progress', { user_id: contractor.id });
    expectTyped('training_progress', theirs);
  });

  answers('review_training_record', async () => {
    const filed = await free.client
      .from('training_records')
      .insert({
        user_id: free.id,
        title: 'Pre-service module',
        provider: 'rpc-types.test',
        completed_on: '2026-01-05',
        hours: 6,
        kind: 'pre_service',
      })
      .select('id')
      .single();
    expect(filed.error).toBeNull();
    const result = await admin.client.rpc('review_training_record', {
      record_id: filed.data!.id,
      decision: 'rejected',
      reason: 'No certificate',
      seen_version: 1,
    });
    expect(result.data?.[0]?.reviewed_by).toBe(admin.id);
    expectTyped('review_training_record', result);
  });

  answers('search_cases', async () => {
    const id = await newCase('assigned', contractor.id);
    // As the cases list asks (GET, so PostgREST can filter, order and count the rows).
    const result = await contractor.client.rpc('search_cases', { query: 'Typed' }, { get: true });
    expect(result.data?.map((c) => c.id)).toContain(id);
    expectTyped('search_cases', result);
  });

  it('covers every database function the app calls', () => {
    // The functions that fold a page's reads into one, and those of the records kept about
    // a case (who acted, its court report, the audit log), the case file and the work record and
    // billing have files of their own.
    const elsewhere = [COMPOSITE_RPCS, RECORD_RPCS, FAMILY_RPCS, CASE_FILE_RPCS, WORK_RPCS].flat();
    expect([...tested, ...elsewhere].sort()).toEqual(rpcsTheAppCalls());
  });
});
