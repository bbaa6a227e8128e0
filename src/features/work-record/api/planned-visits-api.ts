// Planned visits: the assigned contractor's next visit on a case (a day, an optional time,
// with whom). Open plans are the ones no logged visit has fulfilled yet (the database
// fulfils them when an in-person visit is submitted). RLS: the assigned contractor and
// admins read them; only the assigned contractor writes.
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export interface PlannedVisit {
  id: string;
  case_id: string;
  planned_on: string;
  /** 'HH:MM:SS' in the case's court zone, or null for a day. */
  planned_time: string | null;
  with_whom: string;
  fulfilled_on: string | null;
  case: { title: string; county: string | null } | null;
}

const SELECT =
  'id, case_id, planned_on, planned_time, with_whom, fulfilled_on, case:cases(title, county)';

/** Every open plan the caller may read (a contractor's own cases; an admin's: all), soonest first. */
export async function listOpenPlans(): Promise<PlannedVisit[]> {
  const { data, error } = await supabase
    .from('planned_visits')
    .select(SELECT)
    .is('fulfilled_on', null)
    .order('planned_on')
    .order('planned_time', { nullsFirst: true })
    .limit(200);
  if (error) throw toAppError(error, 'Error loading planned visits');
  return data;
}

/** One case's plans, the open ones and the last few fulfilled. */
export async function listCasePlans(caseId: string): Promise<PlannedVisit[]> {
  const { data, error } = await supabase
    .from('planned_visits')
    .select(SELECT)
    .eq('case_id', caseId)
    .order('planned_on', { ascending: false })
    .limit(20);
  if (error) throw toAppError(error, 'Error loading planned visits');
  return data;
}

export interface NewPlan {
  planned_on: string;
  planned_time: string | null;
  with_whom: string;
}

export async function addPlan(caseId: string, plan: NewPlan): Promise<void> {
  const { error } = await supabase.from('planned_visits').insert({ case_id: caseId, ...plan });
  if (error) throw toAppError(error);
}

export async function deletePlan(id: string): Promise<void> {
  const { error } = await supabase.from('planned_visits').delete().eq('id', id);
  if (error) throw toAppError(error);
}
