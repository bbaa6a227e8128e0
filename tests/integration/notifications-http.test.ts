// Notifications end to end on the test stack: created by the database as users act
// through supabase-js, read and marked by their owner over the API, and delivered by
// the send-email Edge Function to the local mail catcher, one email each or a daily
// digest; the stack's scheduler runs the same reminders job and delivery hosted's
// pg_cron does.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../../local-supabase';
import { mailsTo } from '../support/mail';
import { runSchedulerTwice } from '../support/scheduler';
import { client, createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
const sendEmailUrl = () => `${inject('apiUrl')}/functions/v1/send-email`;
let admin: TestUser;
let contractor: TestUser;
let caseId: string;

const sendEmail = (key: string) =>
  fetch(sendEmailUrl(), { method: 'POST', headers: { Authorization: `Bearer ${key}` } });

async function newCase(contractorId: string | null, title = 'Notified case') {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, category)
     values ($1, 'x', $2, $3, $4, 'Dependency') returning id`,
    [title, admin.id, contractorId, contractorId ? 'assigned' : 'open'],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'alicia' });
  contractor = await createUser('contractor', { name: 'carlos' });
  caseId = await newCase(contractor.id);
});
afterAll(() => db.end());

describe('notifications over the API', () => {
  it('are created by the database when an admin adds a hearing, and only their owner reads and marks them', async () => {
    const { error } = await admin.client
      .from('court_dates')
      .insert({ case_id: caseId, hearing_at: '2027-05-04T13:00:00Z', hearing_type: 'disposition' });
    expect(error).toBeNull();

    const { data: mine } = await contractor.client
      .from('notifications')
      .select('kind, title, link, read_at');
    expect(mine).toEqual([
      {
        kind: 'court_date_added',
        title: 'Hearing added: Disposition',
        link: `/dashboard/cases/${caseId}`,
        read_at: null,
      },
    ]);
    const { data: others } = await admin.client
      .from('notifications')
      .select('id')
      .eq('user_id', contractor.id);
    expect(others).toEqual([]);
    const { data: anon, error: anonError } = await client().from('notifications').select('id');
    expect(anon).toBeNull();
    expect(anonError?.code).toBe('42501');

    const { data: marked } = await contractor.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .is('read_at', null)
      .select('read_at');
    expect(marked).toHaveLength(1);
    expect(marked![0]!.read_at).not.toBeNull();
  });
});

describe('the send-email function', () => {
  it("takes only the project's secret key", async () => {
    expect((await sendEmail(contractor.jwt)).status).toBe(401);
    expect((await sendEmail(inject('publishableKey'))).status).toBe(401);
    expect((await sendEmail(`${inject('secretKey')}x`)).status).toBe(401);
    expect((await fetch(sendEmailUrl(), { method: 'POST' })).status).toBe(401);
    // The legacy service_role JWT names a role; it is not the secret key.
    expect((await sendEmail(SERVICE_ROLE_KEY)).status).toBe(401);
  });

  it('delivers each notification to the local mail catcher, once', async () => {
    const { error } = await admin.client
      .from('messages')
      .insert({ case_id: caseId, body: 'Please call me about the school records.' });
    expect(error).toBeNull();

    const res = await sendEmail(inject('secretKey'));
    expect(res.status).toBe(200);
    const mails = await mailsTo(inject('mailUrl'), contractor.email);
    const subjects = mails.map((m) => m.Subject).sort();
    expect(subjects).toEqual(['Hearing added: Disposition', 'New message from alicia']);
    const message = mails.find((m) => m.Subject.startsWith('New message'))!;
    expect(message.Text).toContain('Hello carlos,');
    expect(message.Text).toContain(`http://localhost:5173/dashboard/messages?case=${caseId}`);
    // The message itself stays in the app.
    expect(message.Text).not.toContain('school records');

    await sendEmail(inject('secretKey'));
    expect(await mailsTo(inject('mailUrl'), contractor.email)).toHaveLength(2);
    const { rows } = await db.query(
      `select status::text, attempts from public.email_outbox where user_id = $1`,
      [contractor.id],
    );
    expect(rows).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
  });

  it('sends a daily-digest user one email with everything due', async () => {
    const digest = await createUser('contractor', { name: 'dora' });
    const { error } = await digest.client
      .from('user_settings')
      .upsert({ user_id: digest.id, email_daily_digest: true }, { onConflict: 'user_id' });
    expect(error).toBeNull();
    const first = await newCase(null, 'Digest case one');
    const second = await newCase(null, 'Digest case two');
    await admin.client.rpc('assign_case', { case_id: first, contractor_id: digest.id });
    await admin.client.rpc('assign_case', { case_id: second, contractor_id: digest.id });

    await sendEmail(inject('secretKey'));
    expect(await mailsTo(inject('mailUrl'), digest.email)).toEqual([]);

    // The digest hour comes.
    await db.query(
      `update public.email_outbox set next_attempt_at = now() - interval '1 second' where user_id = $1`,
      [digest.id],
    );
    await sendEmail(inject('secretKey'));
    const [mail, ...more] = await mailsTo(inject('mailUrl'), digest.email);
    expect(more).toEqual([]);
    expect(mail!.Subject).toBe('GAL Connect: your daily summary (2)');
    expect(mail!.Text).toContain('Digest case one');
    expect(mail!.Text).toContain('Digest case two');
  });
});

describe('user values in emails', () => {
  it('keep every name and title on one line: no forged header or line reaches the mail', async () => {
    const mallory = await createUser('admin', { name: 'Mallory\r\nBcc: victim@example.test' });
    const { data: me } = await mallory.client
      .from('users')
      .select('full_name')
      .eq('id', mallory.id)
      .single();
    expect(me?.full_name).toBe('Mallory Bcc: victim@example.test');
    const target = await createUser('contractor', { name: 'Tess\u0007\r\nTarget' });
    const posted = await newCase(target.id, 'Escaped case');
    await db.query('update public.cases set admin_id = $2 where id = $1', [posted, mallory.id]);
    const { error } = await mallory.client
      .from('messages')
      .insert({ case_id: posted, body: 'Hello' });
    expect(error).toBeNull();
    // A value the database did not clean (any column but a name) is escaped by the sender.
    await db.query(`select private.notify($1, 'case_update', $2, $3, '/dashboard')`, [
      target.id,
      'Report due\r\nX-Injected: yes',
      'Line one\n\u001b[2Jline two',
    ]);

    expect((await sendEmail(inject('secretKey'))).status).toBe(200);
    const mails = await mailsTo(inject('mailUrl'), target.email);
    const subjects = mails.map((m) => m.Subject).sort();
    expect(subjects).toContain('New message from Mallory Bcc: victim@example.test');
    expect(subjects).toContain('Report due X-Injected: yes');
    for (const mail of mails) {
      expect(mail.To.map((t) => t.Address)).toEqual([target.email]);
      expect(mail.Text).toContain('Hello Tess Target,');
      expect(mail.Text).not.toMatch(/^(Bcc|X-Injected):/m);
      expect(mail.Text).not.toContain('\u001b');
    }
    expect(await mailsTo(inject('mailUrl'), 'victim@example.test')).toEqual([]);
  });
});

describe("the stack's scheduler", () => {
  it('runs the reminders job and delivers what it created', async () => {
    const reminded = await createUser('contractor', { name: 'rita' });
    const held = await newCase(reminded.id, 'Reminder case');
    // Dependency: the report is due 72 h before, so in 6.5 days, and at most 4
    // days earlier off a weekend and holidays (Rule 2.514): the 7-day reminder.
    await db.query(
      `insert into public.court_dates (case_id, hearing_at, hearing_type) values ($1, now() + interval '9 days 12 hours', 'status')`,
      [held],
    );
    await runSchedulerTwice();
    // The hearing itself was news too; the reminder came once for two ticks.
    // The title says the time left when it was sent, in days and the court's date.
    const { rows } = await db.query<{ title: string }>(
      `select 'Report due ' || private.time_left(d.report_due_at, c.county::text) as title
         from public.court_dates d join public.cases c on c.id = d.case_id where d.case_id = $1`,
      [held],
    );
    const title = rows[0]!.title;
    expect(title).toMatch(/^Report due in [2-6] days: \w{3}, \w{3} \d{1,2}$/);
    const mails = await mailsTo(inject('mailUrl'), reminded.email);
    expect(mails.map((m) => m.Subject).sort()).toEqual(['Hearing added: Status', title]);
    const reminder = mails.find((m) => m.Subject === title)!;
    expect(reminder.Text).toContain('Reminder case: report due');
  });
});
