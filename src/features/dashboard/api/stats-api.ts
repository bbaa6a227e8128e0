// The dashboard's stat cards: one database call returns the caller's role's figures.
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export type DashboardStats = Partial<
  Record<
    | 'active_cases'
    | 'contractors'
    | 'unread_messages'
    | 'assigned_cases'
    | 'hours_this_month'
    | 'available_cases',
    number
  >
> &
  Record<string, number | undefined>;

export async function getDashboardStats(): Promise<DashboardStats> {
  const { data, error } = await supabase.rpc('dashboard_stats');
  if (error) throw toAppError(error);
  return (data ?? {}) as DashboardStats;
}
