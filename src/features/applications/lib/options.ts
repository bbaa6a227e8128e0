// The fixed choices of both application forms and of the review, as the specification lists them.
import { FLORIDA_CIRCUITS } from '@/content/florida';
import {
  AVAILABILITY_OPTIONS,
  EDUCATION_LEVELS,
  PRACTICE_AREAS,
  type EducationLevel,
} from '@/content/professional';
import type { Enums } from '@/lib/database.types';

export { AVAILABILITY_OPTIONS, EDUCATION_LEVELS, PRACTICE_AREAS, type EducationLevel };
export type ApplicationKind = Enums<'application_kind'>;
export type ApplicationStatus = Enums<'application_status'>;

export const EDUCATION_VALUES = EDUCATION_LEVELS.map((o) => o.value) as [
  EducationLevel,
  ...EducationLevel[],
];

export const WORK_SCHEDULES = ['Weekdays', 'Evenings', 'Weekends', 'Flexible'] as const;
export type WorkSchedule = (typeof WORK_SCHEDULES)[number];

/** Preferred regions are Florida's judicial circuits, as the profile names them. */
export const REGION_OPTIONS = FLORIDA_CIRCUITS.map((c) => ({ value: c.label, label: c.label }));

export const KIND_LABELS: Record<ApplicationKind, string> = {
  assistant: 'GAL Assistant',
  contractor: 'Family Law Guardian ad Litem',
};

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Reason codes of a decision (the database's private.application_reason_valid list). */
export const APPROVAL_REASONS = [
  { value: 'qualifications_verified', label: 'Qualifications verified' },
  { value: 'references_confirmed', label: 'References confirmed' },
  { value: 'interview_passed', label: 'Interview passed' },
  { value: 'other', label: 'Other (describe below)' },
] as const;
export const REJECTION_REASONS = [
  { value: 'incomplete_application', label: 'Incomplete application' },
  { value: 'qualifications_not_met', label: 'Does not meet the qualifications' },
  { value: 'references_unverified', label: 'References could not be verified' },
  { value: 'background_check', label: 'Background check concerns' },
  { value: 'other', label: 'Other (describe below)' },
] as const;

export function reasonLabel(code: string | null): string | null {
  if (!code) return null;
  const all: readonly { value: string; label: string }[] = [
    ...APPROVAL_REASONS,
    ...REJECTION_REASONS,
  ];
  return all.find((r) => r.value === code)?.label.replace(' (describe below)', '') ?? code;
}
