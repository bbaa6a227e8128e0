// The reports feature's query keys. Every key starts with 'reports'; a draft invalidates
// its court date's drafts (and court's keys, whose report status it moved), a template
// change the templates.
import { typed } from '@/lib/query-keys';
import type { ReportData } from '../lib/report-data';
import type { ReportDraft, ReportTemplate } from './reports-api';

export const reportKeys = {
  all: ['reports'] as const,
  /** The record's answer for a court date with the period it suggests. */
  data: (courtDateId: string) => typed<ReportData>()(['reports', 'data', courtDateId] as const),
  drafts: (courtDateId: string) =>
    typed<ReportDraft[]>()(['reports', 'drafts', courtDateId] as const),
  templates: () => typed<ReportTemplate[]>()(['reports', 'templates'] as const),
};
