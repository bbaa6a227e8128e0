// The demo's seeded court report files: the seed writes the rows (SQL), and the stack
// uploads their files after it (config.toml's objects_path), so the demo contractor
// downloads the earlier report version and the demo admin the example template, as the
// app does, each a Word document the drafting can read.
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { checkTemplate } from '../../src/features/reports/lib/docx';
import { createUser, signIn } from '../support/supabase';

const EARLIER_DRAFT_HEARING = '00000000-0000-4000-8000-0000000cd502';
const SEEDED_DRAFT =
  '00000000-0000-4000-8000-0000000ca5eb/00000000-0000-4000-8000-0000000cd502/00000000-0000-4000-8000-0000000d4af1.docx';

function text(bytes: ArrayBuffer): string {
  const xml = new PizZip(bytes).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(' ');
}

describe('the seeded report files', () => {
  it('lets the demo contractor download the earlier version of the Seminole report', async () => {
    const { client } = await signIn('contractor@demo.test', 'demo-password');
    const versions = await client
      .from('report_drafts')
      .select('storage_path, template_name')
      .eq('court_date_id', EARLIER_DRAFT_HEARING);
    expect(versions.error).toBeNull();
    expect(versions.data).toEqual([
      { storage_path: SEEDED_DRAFT, template_name: 'Built-in default' },
    ]);
    const file = await client.storage.from('court-reports').download(SEEDED_DRAFT);
    expect(file.error).toBeNull();
    const body = text(await file.data!.arrayBuffer());
    expect(body).toContain('Case plan review, Seminole');
    expect(body).toContain('No contacts with school staff in this period');
  });

  it('lets the demo admin download the example template, which passes the upload check', async () => {
    const { client } = await signIn('admin@demo.test', 'demo-password');
    const templates = await client
      .from('report_templates')
      .select('name, storage_path')
      .eq('name', 'Example: Eighteenth Circuit format');
    expect(templates.error).toBeNull();
    expect(templates.data).toHaveLength(1);
    const file = await client.storage
      .from('report-templates')
      .download(templates.data![0]!.storage_path);
    expect(file.error).toBeNull();
    const bytes = await file.data!.arrayBuffer();
    expect(checkTemplate(bytes)).toContain('caseTitle');
    expect(text(bytes)).toContain('Eighteenth Judicial Circuit');
  });

  it('keeps another contractor out of the seeded version', async () => {
    const stranger = await createUser('contractor', { name: 'Seed Files Stranger' });
    const { client } = await signIn(stranger.email);
    const download = await client.storage.from('court-reports').download(SEEDED_DRAFT);
    expect(download.data).toBeNull();
    expect(download.error).not.toBeNull();
  });
});
