// The 30-day visit standard (issue 21): active cases whose child is due an in-person
// visit, in one call; RLS picks whose cases (admins all, contractors their own).
import { toAppError } from '@/lib/errors';
import type { CompositeTypes } from '@/lib/database.types';
import { filledRows, jsonRows } from '@/lib/rows';
import { supabase } from '@/lib/supabase';

export async function listVisitsDue() {
  const { data, error } = await supabase.rpc('visits_due');
  if (error) throw toAppError(error, 'Could not load the visits due');
  return visitItems(data);
}

const visitItems = (rows: CompositeTypes<'visit_due_item'>[]) =>
  filledRows(rows, 'case_id', 'case_title', 'since_on', 'days_since', 'due_on', 'overdue');

/** The same rows inside dashboard_home's answer. */
export const visitsFrom = (json: unknown) =>
  visitItems(jsonRows<CompositeTypes<'visit_due_item'>>(json));
export type VisitDue = ReturnType<typeof visitItems>[number];
