// How hearing types and report statuses read (the database's enums as words).
import type { Enums } from '@/lib/database.types';

export type HearingType = Enums<'hearing_type'>;
export type ReportStatus = Enums<'report_status'>;

export const HEARING_TYPES: readonly { value: HearingType; label: string }[] = [
  { value: 'shelter', label: 'Shelter' },
  { value: 'arraignment', label: 'Arraignment' },
  { value: 'adjudicatory', label: 'Adjudicatory' },
  { value: 'disposition', label: 'Disposition' },
  { value: 'judicial_review', label: 'Judicial review' },
  { value: 'permanency', label: 'Permanency' },
  { value: 'tpr', label: 'TPR' },
  { value: 'status', label: 'Status' },
  { value: 'mediation', label: 'Mediation' },
  { value: 'trial', label: 'Trial' },
  { value: 'other', label: 'Other' },
];

export const REPORT_STATUSES: readonly { value: ReportStatus; label: string }[] = [
  { value: 'not_started', label: 'Not started' },
  { value: 'drafting', label: 'Drafting' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'filed', label: 'Filed' },
];

export const hearingTypeLabel = (t: HearingType) =>
  HEARING_TYPES.find((h) => h.value === t)?.label ?? t;
export const reportStatusLabel = (s: ReportStatus) =>
  s === 'not_required' ? 'Not required' : (REPORT_STATUSES.find((r) => r.value === s)?.label ?? s);

/** What became of a hearing: scheduled until held, continued (moved) or cancelled. */
export type HearingStatus = 'scheduled' | 'held' | 'continued' | 'cancelled';
export const HEARING_OUTCOMES: readonly {
  value: Exclude<HearingStatus, 'scheduled'>;
  label: string;
}[] = [
  { value: 'held', label: 'Held' },
  { value: 'continued', label: 'Continued or rescheduled' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** A report still owed to the court. */
export const reportPending = (s: ReportStatus) => s === 'not_started' || s === 'drafting';
