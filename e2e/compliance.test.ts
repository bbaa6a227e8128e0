// Compliance in Chromium against the real local stack: a contractor short of
// training hours is refused Accept with what is missing, records the training, an admin
// approves it and the same Accept succeeds; a case with an abuse allegation refuses a
// contractor who is not GAL-program certified or a Florida Bar member; a case appears in
// Visits Due once its last visit is backdated; an export's CSV holds exactly the
// database's rows. axe runs on every page the flows visit.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths, TRAINING_SECTION_ID } from '../src/lib/paths';
import { createUser } from '../tests/support/supabase';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { useBrowser } from './support/pages';

const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
const run = randomUUID().slice(0, 8);
const year = new Date().getUTCFullYear();
const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser({ context: { acceptDownloads: true } });

async function openCase(title: string, county: string, abuse: boolean): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, status, county, category, abuse_allegation)
     values ($1, 'Made by the compliance e2e test', $2, 'open', $3, 'Dependency', $4) returning id`,
    [title, ADMIN_ID, county, abuse],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

describe('compliance end to end', () => {
  it('refuses Accept until the missing hours are approved, and an abuse case to the uncertified', async () => {
    // Approved in 2020, with 30 pre-service hours and 4.5 of this year's 12 in-service.
    const sam = await createUser('contractor', { name: 'Sam Short', trained: false });
    await db.query(`update public.users set contractor_since = '2020-02-01' where id = $1`, [
      sam.id,
    ]);
    await db.query(
      `insert into public.training_records (user_id, title, provider, completed_on, hours, kind, status)
       values ($1, 'Pre-service', 'GAL', '2020-01-20', 30, 'pre_service', 'approved'),
              ($1, 'Annual update', 'GAL', current_date, 4.5, 'in_service', 'approved')`,
      [sam.id],
    );
    const caseId = await openCase(`Home study ${run}`, 'Leon', false);
    const abuseId = await openCase(`Neglect allegation ${run}`, 'Leon', true);
    const missing = `You are not in good standing: 7.5 in-service hours still needed for ${year}.`;

    // Refused where Accept Case would be, saying what is missing.
    const page = await browser.open({ as: sam, at: paths.dashboard.case(caseId) });
    await page.getByRole('heading', { name: `Home study ${run}`, level: 1 }).waitFor();
    await page.getByText(missing).waitFor();
    expect(await page.getByRole('button', { name: 'Accept Case' }).count()).toBe(0);
    await expectAxeClean(page);

    // The training, recorded on Profile.
    await page.getByRole('link', { name: 'Your training and eligibility' }).click();
    await page.waitForURL(`${appUrl}${paths.dashboard.profileSection(TRAINING_SECTION_ID)}`);
    const course = `Child development ${run}`;
    await page.getByLabel('Course title').fill(course);
    await page.getByLabel('Provider').fill('Florida Statewide GAL Office');
    await page.getByLabel('Completed on').fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Hours').fill('7.5');
    await page.getByLabel('Kind').selectOption('in_service');
    await page.getByRole('button', { name: 'Add Training' }).click();
    await page
      .getByRole('row', { name: new RegExp(course) })
      .getByText('Pending review')
      .waitFor();
    await expectAxeClean(page);

    // An admin approves it.
    const admin = await browser.open({ as: 'admin', at: paths.dashboard.training });
    const item = admin.getByRole('listitem', { name: course });
    await item.getByText('Sam Short').waitFor();
    await expectAxeClean(admin);
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => item.count()).toBe(0);

    // The same Accept now succeeds.
    await page.goto(`${appUrl}${paths.dashboard.case(caseId)}`);
    await page.getByRole('button', { name: 'Accept Case' }).click();
    await page.getByRole('heading', { name: 'Add Time Entry' }).waitFor();
    const { rows } = await db.query(
      `select contractor_id, status from public.cases where id = $1`,
      [caseId],
    );
    expect(rows).toEqual([{ contractor_id: sam.id, status: 'assigned' }]);

    // §61.402(2): no certification, no abuse-allegation case.
    await page.goto(`${appUrl}${paths.dashboard.case(abuseId)}`);
    await page.getByText('Abuse allegation', { exact: true }).waitFor();
    await page
      .getByText(
        'You are not eligible for a case with an abuse allegation: only a contractor certified by a GAL program or a member of The Florida Bar may serve on it (§61.402(2), Fla. Stat.).',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Accept Case' }).count()).toBe(0);
  });

  it('lists a case in Visits Due once its last in-person visit is backdated', async () => {
    const vera = await createUser('contractor', { name: 'Vera Visits' });
    const title = `Sibling placement ${run}`;
    const { rows } = await db.query<{ id: string }>(
      `with c as (
         insert into public.cases (title, description, admin_id, contractor_id, status, county, created_at)
         values ($1, 'Made by the compliance e2e test', $2, $3, 'in_progress', 'Leon', now() - interval '60 days')
         returning id)
       insert into public.case_contacts (case_id, user_id, contact_date, contact_type, contact_with, minutes, status)
       select id, $3, current_date - 3, 'in_person', '{child}', 45, 'submitted' from c returning id`,
      [title, ADMIN_ID, vera.id],
    );
    const page = await browser.open({ as: vera, at: paths.dashboard.home });
    const widget = page.getByRole('region', { name: 'Visits Due' });
    await widget.getByText('Every active case has had an in-person visit on time.').waitFor();

    await db.query(
      `update public.case_contacts set contact_date = current_date - 40 where id = $1`,
      [rows[0]!.id],
    );
    await page.reload();
    const item = widget.getByRole('listitem').filter({ hasText: title });
    await item.getByText(/^Overdue by \d+ days$/).waitFor();
    await expectAxeClean(page);
  });

  it('exports a county’s cases as a CSV that matches the database rows', async () => {
    for (const n of [1, 2, 3]) await openCase(`Export check ${n} ${run}`, 'Nassau', n === 2);
    const admin = await browser.open({ as: 'admin', at: paths.dashboard.exports });
    await admin.getByLabel('Data').selectOption('cases');
    await admin.getByRole('combobox', { name: 'County' }).selectOption('Nassau');
    await expectAxeClean(admin);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    await admin
      .getByRole('status')
      .getByText(/^Exported \d+ rows? to gal-connect-cases-/)
      .waitFor();
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = Papa.parse<Record<string, string>>(bytes.subarray(3).toString('utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    const { rows } = await db.query<Record<string, unknown>>(
      `select c.id, c.title, c.status::text, c.county, c.abuse_allegation,
              to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as posted
         from public.cases c where c.county = 'Nassau' order by c.created_at, c.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(
      csv.data.map((r) => ({
        id: r['Case ID'],
        title: r.Title,
        status: r.Status,
        county: r.County,
        abuse_allegation: r['Abuse allegation'] === 'true',
        posted: r.Posted,
      })),
    ).toEqual(rows);
  });
});
