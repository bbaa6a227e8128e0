// Screening and credentials over the API on the test stack: an admin records a
// contractor's screening date; the stack's scheduler (hosted: pg_cron) reminds the
// contractor and the admins 30 and 7 days before it lapses, delivered by send-email to
// the local mail catcher; once lapsed, Accept is refused with the reason.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailsTo } from '../support/mail';
import { runSchedulerTwice } from '../support/scheduler';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;

/** The screening date that makes it lapse `days` from Florida's today (5-year interval). */
async function screenedFor(days: number): Promise<string> {
  const { rows } = await db.query<{ on: string }>(
    `select (((now() at time zone 'America/New_York')::date + $1::int) - interval '60 months')::date::text as on`,
    [days],
  );
  return rows[0]!.on;
}

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Screening Admin' });
  contractor = await createUser('contractor', { name: 'Screened Contractor' });
});
afterAll(() => db.end());

describe('screening and credentials', () => {
  // Every admin on the shared test stack is emailed about the lapse, and send-email works
  // through the whole suite's outbox: the ticks take as long as that outbox, not this test.
  it(
    'reminds the contractor and the admins 30 and 7 days before a lapse, by email',
    { timeout: 150_000 },
    async () => {
      const { error } = await admin.client
        .from('contractor_credentials')
        .insert({ user_id: contractor.id, screened_on: await screenedFor(20) });
      expect(error).toBeNull();
      await runSchedulerTwice();
      expect((await mailsTo(inject('mailUrl'), contractor.email)).map((m) => m.Subject)).toEqual([
        'Background screening lapses in 20 days',
      ]);
      const toAdmin = await mailsTo(inject('mailUrl'), admin.email);
      expect(toAdmin.map((m) => m.Subject)).toContain(
        'Screened Contractor: Background screening lapses in 20 days',
      );

      const moved = await admin.client
        .from('contractor_credentials')
        .update({ screened_on: await screenedFor(6) })
        .eq('user_id', contractor.id);
      expect(moved.error).toBeNull();
      await runSchedulerTwice();
      const subjects = (await mailsTo(inject('mailUrl'), contractor.email)).map((m) => m.Subject);
      expect(subjects.sort()).toEqual([
        'Background screening lapses in 20 days',
        'Background screening lapses in 6 days',
      ]);
    },
  );

  it('refuses Accept with the reason once the screening has lapsed', async () => {
    await admin.client
      .from('contractor_credentials')
      .update({ screened_on: await screenedFor(-3) })
      .eq('user_id', contractor.id);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.cases (title, description, admin_id, status) values ('Open to accept', 'x', $1, 'open') returning id`,
      [admin.id],
    );
    const { data, error } = await contractor.client.rpc('accept_case', { case_id: rows[0]!.id });
    expect(data).toBeNull();
    expect(error?.message).toMatch(
      /^You are not in good standing: Background screening lapsed on \w+ \d{1,2}, \d{4}$/,
    );
  });
});
