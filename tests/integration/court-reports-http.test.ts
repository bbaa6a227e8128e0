// Court reports end to end on the local stack, through supabase-js and the storage
// service as the app calls them: the demo case's draft holds exactly the contacts of
// its period, grouped, with the empty group's line, the hearing in the court's zone
// and the due date; drafts are versions others cannot read; an uploaded template with
// the documented tags drafts the next report, one with an unknown tag is refused with
// the active template unchanged; the status moves drafting -> filed with the day.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkTemplate, renderReport } from '../../src/features/reports/lib/docx';
import { reportDataSchema, reportValues } from '../../src/features/reports/lib/report-data';
import { createUser, signIn, type Client, type TestUser } from '../support/supabase';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DEMO_HEARING = '00000000-0000-4000-8000-0000000cd502';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', apos: "'", quot: '"' };

function paragraphs(bytes: Uint8Array | ArrayBuffer): string[] {
  const xml = new PizZip(bytes).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p[ >].*?<\/w:p>/gs)].map((m) =>
    [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)]
      .map((t) => t[1]!)
      .join('')
      .replace(/&(amp|lt|gt|apos|quot);/g, (_, e: string) => ENTITIES[e]!),
  );
}

function docxWith(...lines: string[]): Uint8Array {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines
      .map((l) => `<w:p><w:r><w:t xml:space="preserve">${l}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array' });
}

/** Drafts as the app does: the record, the active template (or the built-in one), rendered. */
async function draft(client: Client, courtDateId: string) {
  const { data, error } = await client.rpc('court_report_data', { court_date_id: courtDateId });
  expect(error).toBeNull();
  const report = reportDataSchema.parse(data);
  const active = await client.from('report_templates').select('*').eq('active', true).maybeSingle();
  expect(active.error).toBeNull();
  let template: ArrayBuffer | null = null;
  if (active.data) {
    const file = await client.storage.from('report-templates').download(active.data.storage_path);
    expect(file.error).toBeNull();
    template = await file.data!.arrayBuffer();
  }
  return { report, template: active.data, bytes: renderReport(template, reportValues(report)) };
}

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;
let other: TestUser;
let caseId: string;
let hearingId: string;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Reports Admin' });
  contractor = await createUser('contractor', { name: 'Reports Contractor' });
  other = await createUser('contractor', { name: 'Reports Other' });
  const made = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, county, category)
     values ('Reports case', 'x', $1, $2, 'in_progress', 'Escambia', 'Dependency') returning id`,
    [admin.id, contractor.id],
  );
  caseId = made.rows[0]!.id;
  const hearing = await db.query<{ id: string }>(
    `insert into public.court_dates (case_id, hearing_at, hearing_type)
     values ($1, now() + interval '12 days', 'status') returning id`,
    [caseId],
  );
  hearingId = hearing.rows[0]!.id;
});
afterAll(async () => {
  // Back to the built-in template, as the demo has it.
  await db.query('update public.report_templates set active = false where active');
  await db.end();
});

describe('the demo case’s report', () => {
  it('holds exactly the period’s contacts, grouped, the empty group’s line, the hearing in the court’s zone and the due date', async () => {
    const { client: carlos } = await signIn('contractor@demo.test', 'demo-password');
    const { report, bytes } = await draft(carlos, DEMO_HEARING);
    const text = paragraphs(bytes);

    // Since the previous hearing (48 days ago), through this one: nothing from before it.
    expect(text).toContain(
      'Caseworker confirms the mother’s housing is approved.'.replace('’', "'"),
    );
    expect(text).toContain('90-day review hearing; the court kept the placement.');
    expect(text).not.toContain('School visit: the older boy reads at grade level again.');
    expect(text).not.toContain('Case plan progress: parenting class finished, housing pending.');
    // Nothing from Carlos's other case, nor a draft contact.
    expect(text).not.toContain('Therapist reports steady progress.');
    expect(text).not.toContain('Calling the caseworker about the unsupervised weekends request');
    expect(report.contacts.every((c) => c.contact_date >= report.period.start)).toBe(true);

    const school = text.indexOf('School');
    expect(text[school + 1]).toBe('No contacts with school staff in this period.');
    expect(text.filter((p) => p.startsWith('No contacts with'))).toEqual([
      'No contacts with school staff in this period.',
    ]);
    expect(text.find((p) => p.startsWith('Hearing: '))).toMatch(
      /^Hearing: Judicial review hearing, \w{3}, \w{3} \d{1,2}, \d{4}, 10:30 AM ET$/,
    );
    expect(text.find((p) => p.startsWith('Report due: '))).toMatch(/AM ET$/);
    expect(text).toContain('Court: Seminole County, Circuit 18');
  });
});

describe('drafts, templates and the report status', () => {
  it('saves a draft as a version the case’s contractor lists and downloads, and no other contractor reads', async () => {
    const { report, bytes } = await draft(contractor.client, hearingId);
    expect(report.case.time_zone).toBe('America/Chicago');
    const path = `${caseId}/${hearingId}/${randomUUID()}.docx`;
    const up = await contractor.client.storage
      .from('court-reports')
      .upload(path, new Blob([bytes as BlobPart], { type: DOCX }), { contentType: DOCX });
    expect(up.error).toBeNull();
    const row = await contractor.client
      .from('report_drafts')
      .insert({
        court_date_id: hearingId,
        case_id: caseId,
        period_start: report.period.start,
        period_end: report.period.end,
        template_name: 'Built-in default',
        storage_path: path,
      })
      .select('id');
    expect(row.error).toBeNull();

    const status = await db.query('select report_status from public.court_dates where id = $1', [
      hearingId,
    ]);
    expect(status.rows[0].report_status).toBe('drafting');

    const versions = await contractor.client
      .from('report_drafts')
      .select('storage_path')
      .eq('court_date_id', hearingId);
    expect(versions.data).toEqual([{ storage_path: path }]);
    const again = await contractor.client.storage.from('court-reports').download(path);
    expect(again.error).toBeNull();
    expect(paragraphs(await again.data!.arrayBuffer())).toEqual(paragraphs(bytes));

    const theirs = await other.client
      .from('report_drafts')
      .select('id')
      .eq('court_date_id', hearingId);
    expect(theirs.data).toEqual([]);
    const theirFile = await other.client.storage.from('court-reports').download(path);
    expect(theirFile.error).not.toBeNull();
    const theirUpload = await other.client.storage
      .from('court-reports')
      .upload(`${caseId}/${hearingId}/${randomUUID()}.docx`, new Blob([bytes as BlobPart]), {
        contentType: DOCX,
      });
    expect(theirUpload.error).not.toBeNull();
  });

  it('drafts the next report with an uploaded template; refuses one with an unknown tag and keeps the active one', async () => {
    const good = docxWith(
      'PROGRAM FORMAT for {caseTitle}',
      '{#groups}',
      '== {heading} ==',
      '{/groups}',
    );
    checkTemplate(good);
    const path = `${randomUUID()}.docx`;
    const up = await admin.client.storage
      .from('report-templates')
      .upload(path, new Blob([good as BlobPart], { type: DOCX }), { contentType: DOCX });
    expect(up.error).toBeNull();
    const row = await admin.client
      .from('report_templates')
      .insert({ name: 'Program format', storage_path: path })
      .select('id')
      .single();
    expect(row.error).toBeNull();
    const on = await admin.client.rpc('activate_report_template', { template_id: row.data!.id });
    expect(on.error).toBeNull();

    const next = await draft(contractor.client, hearingId);
    expect(next.template?.name).toBe('Program format');
    expect(paragraphs(next.bytes)[0]).toBe('PROGRAM FORMAT for Reports case');

    // Checked before anything is stored, so nothing changes.
    expect(() => checkTemplate(docxWith('Dear {judgeName}'))).toThrowError(
      'Unknown tag {judgeName}.',
    );
    const still = await admin.client.from('report_templates').select('name').eq('active', true);
    expect(still.data).toEqual([{ name: 'Program format' }]);
  });

  it('moves the report to filed with the day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const marked = await contractor.client
      .from('court_dates')
      .update({ report_status: 'filed', report_filed_on: today })
      .eq('id', hearingId)
      .select('report_status, report_filed_on');
    expect(marked.error).toBeNull();
    expect(marked.data).toEqual([{ report_status: 'filed', report_filed_on: today }]);
  });
});
