// The 30-day visit standard (issue 21): active cases whose child is due an in-person
// visit, in one call; RLS picks whose cases (admins all, contractors their own). The
// dashboard's call (dashboard_home) sends the 200 longest waiting and the counts.
import { toAppError } from '@/lib/errors';
import type { CompositeTypes } from '@/lib/database.types';
import { filledRows, jsonRows } from '@/lib/rows';
import { supabase } from '@/lib/supabase';

export async function listVisitsDue(): Promise<VisitsDue> {
  const { data, error } = await supabase.rpc('dashboard_home', { widgets: ['visits'] });
  if (error) throw toAppError(error, 'Could not load the visits due');
  return visitsFrom((data as { visits?: unknown } | null)?.visits);
}

const visitItems = (rows: CompositeTypes<'visit_due_item'>[]) =>
  filledRows(rows, 'case_id', 'case_title', 'since_on', 'days_since', 'due_on', 'overdue');
export type VisitDue = ReturnType<typeof visitItems>[number];

export interface VisitsDue {
  /** The longest waiting first, at most 200. */
  items: VisitDue[];
  /** Every case due, and those overdue, listed or not. */
  total: number;
  overdue: number;
}

/** The widget's part of dashboard_home's answer: { rows, total, overdue }. */
export function visitsFrom(json: unknown): VisitsDue {
  const part = (json ?? {}) as { rows?: unknown; total?: unknown; overdue?: unknown };
  const items = visitItems(jsonRows<CompositeTypes<'visit_due_item'>>(part.rows));
  const count = (n: unknown, fallback: number) => (typeof n === 'number' ? n : fallback);
  return {
    items,
    total: count(part.total, items.length),
    overdue: count(part.overdue, items.filter((i) => i.overdue).length),
  };
}
