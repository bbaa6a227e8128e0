// Makes the demo's court report files in supabase/seed/storage, which the local stack
// uploads after the seed (config.toml's objects_path): the earlier version of the
// Seminole case's report, drafted from the seeded record by the app's own renderer
// with the built-in template, as the contractor (a snapshot: its dates are those of the
// day it was made), and the admin's example template, the built-in one retitled.
// Run with `npm run seed:report-files`; it starts a throwaway seeded stack.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import PizZip from 'pizzip';
import { PUBLISHABLE_KEY, startEphemeralStack } from '../local-supabase';
import { defaultTemplateBytes, renderReport } from '../src/features/reports/lib/docx';
import { reportDataSchema, reportValues } from '../src/features/reports/lib/report-data';

const ROOT = path.resolve(import.meta.dirname, '..');
const SEED_STORAGE = path.join(ROOT, 'supabase', 'seed', 'storage');
const EARLIER_DRAFT_HEARING = '00000000-0000-4000-8000-0000000cd502';
const EXAMPLE_TEMPLATE = '00000000-0000-4000-8000-0000000d7e01.docx';

function write(bucket: string, key: string, bytes: Uint8Array) {
  const file = path.join(SEED_STORAGE, bucket, ...key.split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  console.log(`wrote ${path.relative(ROOT, file)} (${bytes.byteLength} bytes)`);
}

/** The built-in template with the example program's own title line. */
function exampleTemplate(): Uint8Array {
  const zip = new PizZip(defaultTemplateBytes());
  const xml = zip.file('word/document.xml')!.asText();
  zip.file(
    'word/document.xml',
    xml.replace(
      'Guardian ad Litem report to the court',
      'Eighteenth Judicial Circuit (Seminole and Brevard): Guardian ad Litem report to the court',
    ),
  );
  return zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
}

async function earlierDraft(): Promise<{ key: string; bytes: Uint8Array }> {
  const stack = await startEphemeralStack({ seed: true, authCaptcha: false });
  try {
    const carlos = createClient(stack.apiUrl, PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signedIn = await carlos.auth.signInWithPassword({
      email: 'contractor@demo.test',
      password: 'demo-password',
    });
    if (signedIn.error) throw signedIn.error;
    const version = await carlos
      .from('report_drafts')
      .select('storage_path, period_start, period_end')
      .eq('court_date_id', EARLIER_DRAFT_HEARING)
      .single();
    if (version.error) throw version.error;
    const { data, error } = await carlos.rpc('court_report_data', {
      court_date_id: EARLIER_DRAFT_HEARING,
      period_start: version.data.period_start,
      period_end: version.data.period_end,
    });
    if (error) throw error;
    const values = reportValues(reportDataSchema.parse(data));
    return { key: version.data.storage_path, bytes: renderReport(null, values) };
  } finally {
    await stack.stop();
  }
}

write('report-templates', EXAMPLE_TEMPLATE, exampleTemplate());
const draft = await earlierDraft();
write('court-reports', draft.key, draft.bytes);
