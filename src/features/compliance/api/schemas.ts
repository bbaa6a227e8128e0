// The Visits Due part of dashboard_home's jsonb answer, parsed, never cast. Only zod/mini:
// cheap wherever it loads.
import * as z from 'zod/mini';

const visitDueSchema = z.object({
  case_id: z.string(),
  case_title: z.string(),
  county: z.nullable(z.string()),
  contractor_id: z.nullable(z.string()),
  contractor_name: z.nullable(z.string()),
  /** A line for one child on a case with children (the case's line names none). */
  child_id: z.nullable(z.string()),
  child_name: z.nullable(z.string()),
  /** The case's last in-person visit with a child; on a child's line, when that child was. */
  last_visit_on: z.nullable(z.string()),
  since_on: z.string(),
  days_since: z.number(),
  due_on: z.string(),
  overdue: z.boolean(),
});
export type VisitDue = z.output<typeof visitDueSchema>;

/**
 * { rows, total, overdue }: the 200 longest waiting lines (a case without children, or
 * one child on a case with children), and the counts of every line due.
 */
export const visitsDueSchema = z.pipe(
  z.object({
    rows: z.array(visitDueSchema),
    total: z.optional(z.number()),
    overdue: z.optional(z.number()),
  }),
  z.transform(({ rows, total, overdue }) => ({
    /** The longest waiting first, at most 200. */
    items: rows,
    /** Every line due, and those overdue, listed or not. */
    total: total ?? rows.length,
    overdue: overdue ?? rows.filter((i) => i.overdue).length,
  })),
);
export type VisitsDue = z.output<typeof visitsDueSchema>;
