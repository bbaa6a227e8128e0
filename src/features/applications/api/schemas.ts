// The applicant's submission summaries, as their own read and dashboard_home's jsonb
// answer carry them: the jsonb is parsed, never cast. Only zod/mini: cheap wherever it loads.
import * as z from 'zod/mini';
import { Constants, type Tables } from '@/lib/database.types';
import type { ApplicationKind, ApplicationStatus } from '../lib/options';

/**
 * The submission summary, plus when it was decided (for 'you may reapply') and what the
 * decision told the applicant: its reason and message (never the admins' internal note).
 */
export interface Submission {
  id: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  submittedAt: string;
  reviewedAt: string | null;
  reasonCode: string | null;
  message: string | null;
  applicantName: string;
  email: string;
}

export const SUMMARY =
  'id, status, created_at, reviewed_at, status_reason_code, status_reason, full_name, email';
type SummaryRow = Pick<
  Tables<'assistant_applications'>,
  | 'id'
  | 'status'
  | 'created_at'
  | 'reviewed_at'
  | 'status_reason_code'
  | 'status_reason'
  | 'full_name'
  | 'email'
>;

export function toSubmission(kind: ApplicationKind, row: SummaryRow): Submission {
  return {
    id: row.id,
    kind,
    status: row.status,
    submittedAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reasonCode: row.status_reason_code,
    message: row.status_reason,
    applicantName: row.full_name,
    email: row.email,
  };
}

const enums = Constants.public.Enums;

/** SUMMARY's columns and the kind, as dashboard_home lists them (newest first). */
export const submissionsSchema = z.array(
  z.pipe(
    z.object({
      kind: z.enum(enums.application_kind),
      id: z.string(),
      status: z.enum(enums.application_status),
      created_at: z.string(),
      reviewed_at: z.nullable(z.string()),
      status_reason_code: z.nullable(z.string()),
      status_reason: z.nullable(z.string()),
      full_name: z.string(),
      email: z.string(),
    }),
    z.transform((row) => toSubmission(row.kind, row)),
  ),
);
