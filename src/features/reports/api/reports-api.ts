// Court reports on the backend: the report's data (one definer read), drafts as
// versions (a row and a file in the private court-reports bucket), the templates
// (rows and files in the private report-templates bucket) and the filed/served mark.
import type { Tables } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { reportDataSchema, type ReportData } from '../lib/report-data';

const DRAFTS = 'court-reports';
const TEMPLATES = 'report-templates';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface ReportPeriod {
  start: string;
  end: string;
}

export type ReportTemplate = Tables<'report_templates'>;

const DRAFT_SELECT =
  'id, court_date_id, case_id, period_start, period_end, template_id, template_name, storage_path, created_at, author:users!report_drafts_created_by_fkey(full_name)';

export async function getReportData(
  courtDateId: string,
  period?: Partial<ReportPeriod>,
): Promise<ReportData> {
  const { data, error } = await supabase.rpc('court_report_data', {
    court_date_id: courtDateId,
    ...(period?.start ? { period_start: period.start } : {}),
    ...(period?.end ? { period_end: period.end } : {}),
  });
  if (error) throw toAppError(error, 'Report data not loaded');
  return reportDataSchema.parse(data);
}

export async function listDrafts(courtDateId: string) {
  const { data, error } = await supabase
    .from('report_drafts')
    .select(DRAFT_SELECT)
    .eq('court_date_id', courtDateId)
    .order('created_at', { ascending: false });
  if (error) throw toAppError(error, 'Drafts not loaded');
  return data;
}

export type ReportDraft = Awaited<ReturnType<typeof listDrafts>>[number];

export interface NewDraft {
  courtDateId: string;
  caseId: string;
  period: ReportPeriod;
  template: Pick<ReportTemplate, 'id' | 'name'> | null;
  templateName: string;
  bytes: Uint8Array;
}

/** Stores a drafted .docx and records it as a version (which moves the status to drafting). */
export async function saveDraft(draft: NewDraft): Promise<ReportDraft> {
  const path = `${draft.caseId}/${draft.courtDateId}/${crypto.randomUUID()}.docx`;
  const upload = await supabase.storage
    .from(DRAFTS)
    .upload(path, new Blob([draft.bytes as BlobPart], { type: DOCX }), {
      contentType: DOCX,
      upsert: false,
    });
  if (upload.error) throw toAppError(upload.error, 'Draft not saved');
  const { data, error } = await supabase
    .from('report_drafts')
    .insert({
      court_date_id: draft.courtDateId,
      // The database sets it from the court date whatever is sent.
      case_id: draft.caseId,
      period_start: draft.period.start,
      period_end: draft.period.end,
      template_id: draft.template?.id ?? null,
      template_name: draft.templateName,
      storage_path: path,
    })
    .select(DRAFT_SELECT)
    .single();
  if (error) throw toAppError(error, 'Draft not saved');
  return data;
}

export async function downloadDraft(path: string): Promise<Blob> {
  const { data, error } = await supabase.storage.from(DRAFTS).download(path);
  if (error) throw toAppError(error, 'Draft not downloaded');
  return data;
}

export async function listTemplates(): Promise<ReportTemplate[]> {
  const { data, error } = await supabase
    .from('report_templates')
    .select('*')
    .order('created_at', { ascending: false });
  if (error) throw toAppError(error, 'Templates not loaded');
  return data;
}

/** The template drafts use now; null: the built-in default. */
export async function getActiveTemplate(): Promise<ReportTemplate | null> {
  const { data, error } = await supabase
    .from('report_templates')
    .select('*')
    .eq('active', true)
    .maybeSingle();
  if (error) throw toAppError(error, 'Template not loaded');
  return data;
}

export async function downloadTemplate(path: string): Promise<ArrayBuffer> {
  const { data, error } = await supabase.storage.from(TEMPLATES).download(path);
  if (error) throw toAppError(error, 'Template not downloaded');
  return data.arrayBuffer();
}

/** Stores an already checked template (not active yet). */
export async function uploadTemplate(name: string, bytes: ArrayBuffer): Promise<ReportTemplate> {
  const path = `${crypto.randomUUID()}.docx`;
  const upload = await supabase.storage
    .from(TEMPLATES)
    .upload(path, new Blob([bytes], { type: DOCX }), { contentType: DOCX, upsert: false });
  if (upload.error) throw toAppError(upload.error, 'Template not uploaded');
  const { data, error } = await supabase
    .from('report_templates')
    .insert({ name, storage_path: path })
    .select('*')
    .single();
  if (error) throw toAppError(error, 'Template not uploaded');
  return data;
}

/** Makes a template the one drafts use (null: the built-in default). */
export async function activateTemplate(templateId: string | null): Promise<void> {
  const { error } = await supabase.rpc('activate_report_template', {
    // The generated types call every argument non-null; the function takes null for the built-in.
    template_id: templateId as string,
  });
  if (error) throw toAppError(error, 'Template not activated');
}

/** Marks the report submitted (served) or filed, on a day. */
export async function markReport(
  courtDateId: string,
  status: 'submitted' | 'filed',
  on: string,
): Promise<void> {
  const { error } = await supabase
    .from('court_dates')
    .update({ report_status: status, report_filed_on: on })
    .eq('id', courtDateId);
  if (error) throw toAppError(error, 'Report status not saved');
}
