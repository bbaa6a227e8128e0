// The dashboard home's first load in one request: public.dashboard_home(widgets) answers
// each widget asked for under its own key, in the shape of that widget's own call. The
// schema is made of each widget's own (its feature's), so each part is checked once.
import * as z from 'zod/mini';
import { submissionsSchema } from '@/features/applications';
import { visitsDueSchema } from '@/features/compliance';
import { deadlineItemSchema } from '@/features/court';
import { statsSchema } from '@/features/dashboard';
import { toAppError } from '@/lib/errors';
import { parseAnswer } from '@/lib/parse-answer';
import { supabase } from '@/lib/supabase';

export type HomeWidget = 'stats' | 'deadlines' | 'visits' | 'applications';

const homeSchema = z.object({
  stats: z.optional(statsSchema),
  deadlines: z.optional(z.array(deadlineItemSchema)),
  visits: z.optional(visitsDueSchema),
  applications: z.optional(submissionsSchema),
});
export type HomeAnswer = z.output<typeof homeSchema>;

export async function fetchDashboardHome(widgets: readonly HomeWidget[]): Promise<HomeAnswer> {
  const { data, error } = await supabase.rpc('dashboard_home', { widgets: [...widgets] });
  if (error) throw toAppError(error);
  return parseAnswer(homeSchema, data, 'the dashboard');
}
