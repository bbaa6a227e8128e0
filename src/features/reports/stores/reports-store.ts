// Court reports' actions and the client state they keep (which court date is drafting,
// each place's problems): the steps of drafting (the record, the active template,
// docxtemplater, a saved version, the download) and of a template upload. Server state
// is in TanStack Query under reportKeys; each write invalidates what it touched.
// docxtemplater is loaded here, when a report is drafted or a template checked, never
// with the page.
import { create } from 'zustand';
import { courtKeys } from '@/features/court';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { saveFile } from '@/lib/save-file';
import { reportKeys } from '../api/keys';
import * as api from '../api/reports-api';
import type { ReportDraft, ReportPeriod, ReportTemplate } from '../api/reports-api';
import { DEMO_REPORT } from '../lib/demo-report';
import { reportValues } from '../lib/report-data';

const loadDocx = () => import('../lib/docx');

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function fileName(title: string, day: string): string {
  const safe = title
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${safe || 'court'}-report-${day}.docx`;
}

/** The problems to show for a failure: a template's list, or the one message. */
function problemsOf(error: unknown): string[] {
  const problems = (error as { problems?: unknown }).problems;
  return Array.isArray(problems) ? (problems as string[]) : [messageOf(error)];
}

/** A chosen file's bytes (FileReader: every browser, and jsdom, which lacks Blob.arrayBuffer). */
function readFile(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

async function activeTemplateBytes(): Promise<{
  template: ReportTemplate | null;
  bytes: ArrayBuffer | null;
}> {
  const template = await api.getActiveTemplate();
  return { template, bytes: template ? await api.downloadTemplate(template.storage_path) : null };
}

/** A draft or a filed mark changed the report: its versions and every view of its status. */
async function reportChanged(courtDateId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reportKeys.drafts(courtDateId) }),
    queryClient.invalidateQueries({ queryKey: courtKeys.all }),
  ]);
}

const templatesChanged = () => queryClient.invalidateQueries({ queryKey: reportKeys.templates() });

interface ReportsState {
  /** The court date being drafted, or 'templates' while a template is checked or stored. */
  busy: string | null;
  errors: Record<string, string[]>;
  draft(courtDateId: string, period: ReportPeriod): Promise<boolean>;
  download(draft: ReportDraft, caseTitle: string): Promise<void>;
  mark(courtDateId: string, status: 'submitted' | 'filed', on: string): Promise<boolean>;
  addTemplate(name: string, file: File): Promise<boolean>;
  /** Shows problems with a template found before any request (no file chosen). */
  refuse(problems: string[]): void;
  activate(templateId: string | null): Promise<void>;
  preview(template: ReportTemplate | null): Promise<void>;
  downloadDefault(): Promise<void>;
}

export const useReports = create<ReportsState>()((set) => {
  const fail = (key: string, error: unknown) =>
    set((s) => ({ busy: null, errors: { ...s.errors, [key]: problemsOf(error) } }));
  const clear = (key: string) => set((s) => ({ errors: { ...s.errors, [key]: [] } }));

  return {
    busy: null,
    errors: {},

    async draft(courtDateId, period) {
      set({ busy: courtDateId });
      clear(courtDateId);
      try {
        const [docx, data, active] = await Promise.all([
          loadDocx(),
          api.getReportData(courtDateId, period),
          activeTemplateBytes(),
        ]);
        const bytes = docx.renderReport(active.bytes, reportValues(data));
        await api.saveDraft({
          courtDateId,
          caseId: data.case.id,
          period: { start: data.period.start, end: data.period.end },
          template: active.template,
          templateName: active.template?.name ?? 'Built-in default',
          bytes,
        });
        saveFile(
          new Blob([bytes as BlobPart], { type: DOCX }),
          fileName(data.case.title, data.period.end),
        );
        set({ busy: null });
        await reportChanged(courtDateId);
        return true;
      } catch (error) {
        fail(courtDateId, error);
        return false;
      }
    },

    async download(draft, caseTitle) {
      try {
        saveFile(
          await api.downloadDraft(draft.storage_path),
          fileName(caseTitle, draft.period_end),
        );
      } catch (error) {
        fail(draft.court_date_id, error);
      }
    },

    async mark(courtDateId, status, on) {
      clear(courtDateId);
      try {
        await api.markReport(courtDateId, status, on);
        await reportChanged(courtDateId);
        return true;
      } catch (error) {
        fail(courtDateId, error);
        return false;
      }
    },

    async addTemplate(name, file) {
      set({ busy: 'templates' });
      clear('templates');
      try {
        const bytes = await readFile(file);
        // Checked before anything is stored: a refused file leaves the active template as it was.
        (await loadDocx()).checkTemplate(bytes);
        const row = await api.uploadTemplate(name.trim() || file.name, bytes);
        await api.activateTemplate(row.id);
        set({ busy: null });
        await templatesChanged();
        return true;
      } catch (error) {
        fail('templates', error);
        return false;
      }
    },

    refuse(problems) {
      set((s) => ({ errors: { ...s.errors, templates: problems } }));
    },

    async activate(templateId) {
      clear('templates');
      try {
        await api.activateTemplate(templateId);
        await templatesChanged();
      } catch (error) {
        fail('templates', error);
      }
    },

    async preview(template) {
      clear('templates');
      try {
        const [docx, bytes] = await Promise.all([
          loadDocx(),
          template ? api.downloadTemplate(template.storage_path) : Promise.resolve(null),
        ]);
        const out = docx.renderReport(bytes, reportValues(DEMO_REPORT));
        saveFile(new Blob([out as BlobPart], { type: DOCX }), 'demo-case-report-preview.docx');
      } catch (error) {
        fail('templates', error);
      }
    },

    async downloadDefault() {
      try {
        const docx = await loadDocx();
        saveFile(
          new Blob([docx.defaultTemplateBytes() as BlobPart], { type: DOCX }),
          'court-report-template.docx',
        );
      } catch (error) {
        fail('templates', error);
      }
    },
  };
});
