// The 30-day visit standard (issue 21): active cases whose child is due an in-person
// visit, in one call; RLS picks whose cases (admins all, contractors their own).
import { toAppError } from '@/lib/errors';
import { filledRows } from '@/lib/rows';
import { supabase } from '@/lib/supabase';

export async function listVisitsDue() {
  const { data, error } = await supabase.rpc('visits_due');
  if (error) throw toAppError(error, 'Could not load the visits due');
  return filledRows(data, 'case_id', 'case_title', 'since_on', 'days_since', 'due_on', 'overdue');
}
export type VisitDue = Awaited<ReturnType<typeof listVisitsDue>>[number];
