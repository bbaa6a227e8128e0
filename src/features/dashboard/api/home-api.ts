// The dashboard home's first load in one request: public.dashboard_home(widgets) answers
// each widget asked for under its own key, in the shape of that widget's own call.
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export type HomeWidget = 'stats' | 'deadlines' | 'visits' | 'applications';
export type HomeAnswer = Partial<Record<HomeWidget, unknown>>;

export async function fetchDashboardHome(widgets: readonly HomeWidget[]): Promise<HomeAnswer> {
  const { data, error } = await supabase.rpc('dashboard_home', { widgets: [...widgets] });
  if (error) throw toAppError(error);
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
}
