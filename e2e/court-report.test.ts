// A court report drafted in real Chromium on the real local stack: the contractor opens
// a hearing on their case, drafts the report for the period the record suggests, and the
// .docx that downloads (docxtemplater fetched only now) holds the period's contacts,
// grouped, with the empty group's line, the hearing in the court's zone (Central here)
// and the due date; the version is listed and the report has moved to drafting.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { createUser, PASSWORD } from '../tests/support/supabase';
import { expectAxeClean } from './support/axe';
import { useBrowser } from './support/pages';

const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser({ context: { acceptDownloads: true, timezoneId: 'America/New_York' } });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', apos: "'", quot: '"' };
function paragraphs(bytes: Buffer): string[] {
  const xml = new PizZip(bytes).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p[ >].*?<\/w:p>/gs)].map((m) =>
    [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)]
      .map((t) => t[1]!)
      .join('')
      .replace(/&(amp|lt|gt|apos|quot);/g, (_, e: string) => ENTITIES[e]!),
  );
}

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

describe('court report end to end', () => {
  it('drafts the report from the record and downloads a .docx of exactly the period', async () => {
    const admin = await db.query<{ id: string }>(
      `select id from public.users where email = 'admin@demo.test'`,
    );
    const contractor = await createUser('contractor', { name: 'Rhea Reports' });
    const title = `Placement review ${run}`;
    const made = await db.query<{ id: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status, county, category, created_at)
       values ($1, 'x', $2, $3, 'in_progress', 'Escambia', 'Dependency', now() - interval '120 days') returning id`,
      [title, admin.rows[0]!.id, contractor.id],
    );
    const caseId = made.rows[0]!.id;
    // The previous hearing 40 days ago; this one in 9 days at 9:00 in Pensacola (Central).
    await db.query(
      `insert into public.court_dates (case_id, hearing_at, hearing_type) values
         ($1, now() - interval '40 days', 'status'),
         ($1, ((now() at time zone 'America/Chicago')::date + 9 + time '09:00') at time zone 'America/Chicago', 'judicial_review')`,
      [caseId],
    );
    await db.query(
      `insert into public.case_contacts (case_id, user_id, contact_date, contact_type, contact_with, minutes, notes, status) values
         ($1, $2, current_date - 60, 'in_person', '{child}', 60, 'Before the last hearing ${run}', 'submitted'),
         ($1, $2, current_date - 20, 'in_person', '{child,caregiver}', 45, 'Home visit ${run}', 'submitted'),
         ($1, $2, current_date - 10, 'phone', '{caseworker}', 15, 'Caseworker call ${run}', 'submitted')`,
      [caseId, contractor.id],
    );

    const page = await browser.open({
      as: { email: contractor.email, password: PASSWORD },
      at: paths.dashboard.case(caseId),
    });
    const hearing = page.getByRole('listitem').filter({ hasText: 'Judicial review hearing' });
    await hearing.getByRole('button', { name: 'Draft report' }).click();
    const form = page.getByRole('form', { name: 'Draft the court report' });
    await expect.poll(() => form.getByLabel('Period from').inputValue()).not.toBe('');
    await expectAxeClean(page);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Draft and download' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(
      /^Placement-review-[0-9a-f]{8}-report-\d{4}-\d{2}-\d{2}\.docx$/,
    );
    const text = paragraphs(await readFile((await file.path())!));

    expect(text).toContain(`Home visit ${run}`);
    expect(text).toContain(`Caseworker call ${run}`);
    expect(text).not.toContain(`Before the last hearing ${run}`);
    expect(text[text.indexOf('School') + 1]).toBe('No contacts with school staff in this period.');
    expect(text.find((p) => p.startsWith('Hearing: '))).toMatch(/, 9:00 AM CT$/);
    expect(text.find((p) => p.startsWith('Report due: '))).toMatch(/ CT$/);

    await expect
      .poll(() => page.getByRole('region', { name: 'Draft versions' }).innerText())
      .toContain('by Rhea Reports');
    await expect.poll(() => hearing.getByText('Report: Drafting').count()).toBe(1);
  });
});
