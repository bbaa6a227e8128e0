// The 30-day visit standard: active cases whose child is due an in-person
// visit, in one call; RLS picks whose cases (admins all, contractors their own). The
// dashboard's call (dashboard_home) sends the 200 longest waiting and the counts.
import * as z from 'zod/mini';
import { toAppError } from '@/lib/errors';
import { parseAnswer } from '@/lib/parse-answer';
import { supabase } from '@/lib/supabase';
import { visitsDueSchema, type VisitsDue } from './schemas';

export type { VisitDue, VisitsDue } from './schemas';

const answerSchema = z.object({ visits: visitsDueSchema });

export async function listVisitsDue(): Promise<VisitsDue> {
  const { data, error } = await supabase.rpc('dashboard_home', { widgets: ['visits'] });
  if (error) throw toAppError(error, 'Could not load the visits due');
  return parseAnswer(answerSchema, data, 'the visits due').visits;
}
