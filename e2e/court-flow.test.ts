// Court dates in real Chromium on the real local stack, in Florida time: an admin
// adds a hearing to a Dependency case; the contractor gets a bell notification that leads
// to the case, sees the hearing and the report due 72 h before in 'Upcoming Deadlines';
// 'Show Deadlines' off hides the card; the calendar URL from Settings returns the event.
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCourtDateTime } from '../src/lib/court-time';
import { paths } from '../src/lib/paths';
import { createUser, PASSWORD } from '../tests/support/supabase';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { useBrowser } from './support/pages';

const TIME_ZONE = 'America/New_York';
const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser({ context: { timezoneId: TIME_ZONE } });

/** As the app writes a time: in the court's zone (Leon: Eastern), named. */
const shown = (at: Date) => formatCourtDateTime(at, TIME_ZONE);

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

describe('court dates end to end', () => {
  it('a hearing added by the admin reaches the contractor: bell, case, deadlines, calendar', async () => {
    const contractor = await createUser('contractor', { name: 'Cora Court', trained: false });
    const { email } = contractor;
    const title = `Shelter review ${run}`;
    const { rows } = await db.query<{ id: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status, category, county)
       select $1, 'Two siblings in shelter care.', id, $2, 'assigned', 'Dependency', 'Leon'
         from public.users where email = 'admin@demo.test' returning id`,
      [title, contractor.id],
    );
    const caseId = rows[0]!.id;

    // The admin adds a judicial review five days out, at 10:00 Florida time.
    const day = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: TIME_ZONE,
    });
    const admin = await browser.open({ as: 'admin', at: paths.dashboard.case(caseId) });
    await admin.getByRole('button', { name: 'Add Court Date' }).click();
    const form = admin.getByRole('form', { name: 'Add Court Date' });
    await form.getByLabel('Hearing date').fill(day);
    await form.getByLabel('Hearing time').fill('10:00');
    await form.getByLabel('Hearing type').selectOption('Judicial review');
    await form.getByLabel('Courtroom or location').fill('Courtroom 2A');
    await form.getByLabel('Judge').fill('Hon. Maria Ortiz');
    await expectAxeClean(admin);
    await form.getByRole('button', { name: 'Add Court Date' }).click();
    await admin.getByRole('heading', { name: /^Judicial review hearing, / }).waitFor();

    const saved = await db.query<{
      id: string;
      hearing_at: Date;
      report_due_at: Date;
      plain_due_at: Date;
    }>(
      'select id, hearing_at, report_due_at, plain_due_at from public.court_dates where case_id = $1',
      [caseId],
    );
    const { id: courtDateId, hearing_at: hearingAt, report_due_at: dueAt } = saved.rows[0]!;
    expect(shown(hearingAt)).toMatch(/, 10:00 AM ET$/);
    // 72 h before, then off a weekend or court holiday (Rule 2.514) onto an earlier day.
    expect(hearingAt.getTime() - saved.rows[0]!.plain_due_at.getTime()).toBe(72 * 3_600_000);
    expect(dueAt.getTime()).toBeLessThanOrEqual(saved.rows[0]!.plain_due_at.getTime());
    await admin.getByText(`Report due ${shown(dueAt)}`).waitFor();

    // The contractor's dashboard: the bell, and Upcoming Deadlines with the report due 72 h before.
    const page = await browser.open({ as: { email, password: PASSWORD } });
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    const card = page.getByRole('region', { name: 'Upcoming Deadlines' });
    const report = card
      .getByRole('listitem')
      .filter({ hasText: 'Report due (Judicial review hearing)' });
    await report.getByText(shown(dueAt)).waitFor();
    await card
      .getByRole('listitem')
      .filter({ hasText: /^Judicial review hearing/ })
      .getByText(shown(hearingAt))
      .waitFor();
    await expectAxeClean(page);

    // The notification leads to the case, where the hearing is listed.
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expectAxeClean(page);
    await panel.getByRole('link', { name: 'Unread: Hearing added: Judicial review' }).click();
    await page.waitForURL(`${appUrl}${paths.dashboard.case(caseId)}`);
    const section = page.getByRole('region', { name: 'Court Dates' });
    await section.getByText('Courtroom 2A · Hon. Maria Ortiz').waitFor();
    await page.getByRole('button', { name: 'Notifications' }).waitFor();

    // 'Show Deadlines' off hides the card.
    await page.goto(`${appUrl}${paths.dashboard.settings}`);
    const showDeadlines = page.getByRole('checkbox', { name: /Show Deadlines/ });
    await showDeadlines.uncheck();
    await expect
      .poll(async () => {
        const { rows: saved } = await db.query(
          'select show_deadlines from public.user_settings where user_id = $1',
          [contractor.id],
        );
        return saved[0]?.show_deadlines;
      })
      .toBe(false);

    // The calendar URL from Settings returns the event, at the hearing's instant.
    const calendar = page.getByRole('region', { name: 'Calendar Integration' });
    await calendar.getByRole('button', { name: 'Create calendar link' }).click();
    const url = await calendar.getByLabel('Your calendar URL').inputValue();
    await expectAxeClean(page);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const event = new ICAL.Component(ICAL.parse(await res.text()))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.uid === `hearing-${courtDateId}@gal-connect`);
    expect(event?.summary).toBe(`Judicial review hearing: ${title}`);
    expect(event!.startDate.toJSDate().getTime()).toBe(hearingAt.getTime());
    // Where the hearing is, as typed: never 'Courtroom Courtroom 2A'.
    expect(event?.location).toBe('Courtroom 2A');

    // Stop sharing, after asking: the URL answers 404 and no new one is shown.
    await calendar.getByRole('button', { name: 'Stop sharing' }).click();
    await calendar.getByRole('button', { name: 'Yes, stop sharing' }).click();
    await calendar.getByText('Sharing stopped: your calendar link no longer works.').waitFor();
    expect((await fetch(url)).status).toBe(404);

    await page.goto(`${appUrl}${paths.dashboard.home}`);
    await page.getByRole('heading', { name: 'Welcome, Cora Court' }).waitFor();
    await page.getByRole('region', { name: 'Overview' }).waitFor();
    await expect.poll(() => card.count()).toBe(0);
  });
});
