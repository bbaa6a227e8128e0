// The court rows as jsonb answers carry them (case_page's court dates and rules,
// dashboard_home's deadlines): parsed, never cast. Only zod/mini: cheap wherever it loads.
import * as z from 'zod/mini';
import { Constants } from '@/lib/database.types';

const enums = Constants.public.Enums;
const text = z.nullable(z.string());

export const courtDateSchema = z.object({
  id: z.string(),
  case_id: z.string(),
  hearing_at: z.string(),
  hearing_type: z.enum(enums.hearing_type),
  courtroom: text,
  judge: text,
  notes: text,
  report_due_at: z.string(),
  // Rule 2.514's figures (20261201000200_court_deadlines): the unmoved due time and why it moved.
  plain_due_at: z.optional(z.string()),
  due_reason: z.optional(text),
  due_rule: z.optional(text),
  report_status: z.enum(enums.report_status),
  /** What became of the hearing (optional: answers from before it existed). */
  hearing_status: z.optional(z.string()),
  outcome_notes: z.optional(text),
  created_at: z.string(),
  created_by: text,
  updated_at: z.string(),
});

export const deadlineRuleSchema = z.object({
  category: z.enum(enums.case_category),
  hours_before: z.number(),
  /** 'hours' (elapsed) or 'days' (calendar days at the hearing's clock time). */
  period_unit: z.optional(z.string()),
  source: z.string(),
  confirmed_with_counsel: z.boolean(),
  updated_at: z.string(),
  updated_by: text,
});

/** upcoming_deadlines' rows: a hearing, or the report due before it. */
export const deadlineItemSchema = z.object({
  court_date_id: z.string(),
  case_id: z.string(),
  case_title: z.string(),
  kind: z.string(),
  due_at: z.string(),
  hearing_at: text,
  hearing_type: z.enum(enums.hearing_type),
  report_status: z.nullable(z.enum(enums.report_status)),
  overdue: z.boolean(),
  /** The case's county: the court's zone (20261207000100_court_reminders_and_feed). */
  county: z.optional(text),
  due_reason: z.optional(text),
  plain_due_at: z.optional(text),
});
