// The calendar feed over HTTP, as a calendar app subscribes to it: the `calendar` Edge
// Function on the test stack, with no key, the token made by the app's reset_calendar_feed
// call; parsed by a real iCalendar parser (ical.js). Event times equal hearing_at exactly
// across the March 2027 DST change; a planned visit is an event of its own; a reset token
// stops working at once; a cancelled hearing leaves the feed.
import ICAL from 'ical.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;
let caseId: string;
/** The hearing before the change (EST) and the one after (EDT), by id. */
const hearings = new Map<string, { hearing_at: Date; report_due_at: Date; plain_due_at: Date }>();

const feedUrl = (token: string) => `${inject('apiUrl')}/functions/v1/calendar/${token}.ics`;

async function newToken(user: TestUser): Promise<string> {
  const { data, error } = await user.client.rpc('reset_calendar_feed');
  expect(error).toBeNull();
  return data!;
}

function eventsIn(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((v) => ({ event: new ICAL.Event(v), raw: v.toString() }));
}

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Feed Admin' });
  contractor = await createUser('contractor', { name: 'Feed Contractor' });
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, category, county)
     values ('Siblings R. and T., shelter review', 'Both children are in foster care at 12 Elm St.', $1, $2, 'assigned', 'Dependency', 'Leon')
     returning id`,
    [admin.id, contractor.id],
  );
  caseId = rows[0]!.id;
  // 9:00 in Tallahassee on the Saturday before the change (EST) and on the Tuesday after (EDT).
  const { data, error } = await admin.client
    .from('court_dates')
    .insert([
      {
        case_id: caseId,
        hearing_at: '2027-03-13T09:00:00-05:00',
        hearing_type: 'adjudicatory',
        courtroom: '2A',
        judge: 'Hon. Maria Ortiz',
        notes: 'Child discloses abuse at school; keep confidential',
      },
      {
        case_id: caseId,
        hearing_at: '2027-03-16T09:00:00-04:00',
        hearing_type: 'judicial_review',
        courtroom: '3B',
        judge: null,
        notes: null,
      },
    ])
    .select('id, hearing_at, report_due_at, plain_due_at');
  expect(error).toBeNull();
  for (const row of data!) {
    hearings.set(row.id, {
      hearing_at: new Date(row.hearing_at),
      report_due_at: new Date(row.report_due_at),
      plain_due_at: new Date(row.plain_due_at),
    });
  }
});
afterAll(() => db.end());

describe('the calendar feed', () => {
  it('serves a parseable text/calendar with a hearing and a report event per court date, at the exact instants', async () => {
    const token = await newToken(contractor);
    const res = await fetch(feedUrl(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    const events = eventsIn(text);
    expect(events).toHaveLength(4);

    for (const [id, times] of hearings) {
      const hearing = events.find((e) => e.event.uid === `hearing-${id}@gal-connect`);
      const report = events.find((e) => e.event.uid === `report-${id}@gal-connect`);
      expect(hearing && report).toBeTruthy();
      expect(hearing!.event.startDate.toJSDate().getTime()).toBe(times.hearing_at.getTime());
      expect(report!.event.startDate.toJSDate().getTime()).toBe(times.report_due_at.getTime());
      // Dependency: 72 hours before, whatever the clocks did in between, then
      // off the weekend (Rule 2.514): the Tuesday hearing's Saturday moves to Friday.
      expect(times.hearing_at.getTime() - times.plain_due_at.getTime()).toBe(72 * 3_600_000);
      expect(times.plain_due_at.getTime() - times.report_due_at.getTime()).toBe(
        times.hearing_at.getUTCDay() === 2 ? 24 * 3_600_000 : 0,
      );
      // UTC times, written as such.
      expect(hearing!.raw).toMatch(/^DTSTART:\d{8}T\d{6}Z$/m);
      expect(hearing!.event.summary).toContain('Siblings R. and T., shelter review');
    }
    const [before, after] = [...hearings.values()].map((t) => t.hearing_at.toISOString());
    expect([before, after]).toEqual(['2027-03-13T14:00:00.000Z', '2027-03-16T13:00:00.000Z']);

    const first = events.find((e) => e.event.summary.startsWith('Adjudicatory hearing'))!.event;
    expect(first.location).toBe('Courtroom 2A');
    expect(first.description).toBe('Judge: Hon. Maria Ortiz');
    // Nothing about the children beyond the case title: no notes, no description.
    expect(text).not.toContain('confidential');
    expect(text).not.toContain('Elm St');
  });

  it('keeps the same UIDs from one fetch to the next, and takes the token as a query too', async () => {
    const token = await newToken(contractor);
    const first = eventsIn(await (await fetch(feedUrl(token))).text()).map((e) => e.event.uid);
    const res = await fetch(`${inject('apiUrl')}/functions/v1/calendar?token=${token}`);
    expect(res.status).toBe(200);
    expect(eventsIn(await res.text()).map((e) => e.event.uid)).toEqual(first);
  });

  it('stops answering a token as soon as it is reset, with a bare 404', async () => {
    const old = await newToken(contractor);
    expect((await fetch(feedUrl(old))).status).toBe(200);
    const fresh = await newToken(contractor);
    const res = await fetch(feedUrl(old));
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
    expect((await fetch(feedUrl(fresh))).status).toBe(200);
  });

  it('answers an unknown or malformed token with the same 404', async () => {
    for (const token of ['0'.repeat(64), 'not-a-token', '']) {
      const res = await fetch(feedUrl(token));
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
  });

  it("carries a planned visit as its own event, at its time in the court's zone, until a visit fulfils it", async () => {
    const { data, error } = await contractor.client
      .from('planned_visits')
      .insert({
        case_id: caseId,
        planned_on: '2027-03-20',
        planned_time: '15:30',
        with_whom: 'R. and T. at the foster home',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const token = await newToken(contractor);
    const events = eventsIn(await (await fetch(feedUrl(token))).text());
    const visit = events.find((e) => e.event.uid === `visit-${data!.id}@gal-connect`);
    expect(visit).toBeTruthy();
    // 15:30 in Tallahassee (EDT) is 19:30 UTC.
    expect(visit!.event.startDate.toJSDate().toISOString()).toBe('2027-03-20T19:30:00.000Z');
    expect(visit!.event.summary).toBe('Planned visit: Siblings R. and T., shelter review');
    expect(visit!.event.description).toBe('With R. and T. at the foster home');
    await db.query('delete from public.planned_visits where id = $1', [data!.id]);
  });

  it("gives an admin every case's hearings", async () => {
    const token = await newToken(admin);
    const uids = eventsIn(await (await fetch(feedUrl(token))).text()).map((e) => e.event.uid);
    for (const id of hearings.keys()) expect(uids).toContain(`hearing-${id}@gal-connect`);
  });

  it('drops a hearing and its report once the hearing is cancelled', async () => {
    const { data, error } = await contractor.client
      .from('court_dates')
      .insert({ case_id: caseId, hearing_at: '2027-03-25T10:00:00-04:00', hearing_type: 'status' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = data!.id;
    const token = await newToken(contractor);
    const uidsNow = async () =>
      eventsIn(await (await fetch(feedUrl(token))).text()).map((e) => e.event.uid);
    expect(await uidsNow()).toEqual(
      expect.arrayContaining([`hearing-${id}@gal-connect`, `report-${id}@gal-connect`]),
    );

    const cancel = await contractor.client
      .from('court_dates')
      .update({ hearing_status: 'cancelled' })
      .eq('id', id);
    expect(cancel.error).toBeNull();
    const uids = await uidsNow();
    expect(uids.filter((u) => u.includes(id))).toEqual([]);
    // The other hearings are still there.
    for (const other of hearings.keys()) expect(uids).toContain(`hearing-${other}@gal-connect`);
    await db.query('delete from public.court_dates where id = $1', [id]);
  });
});
