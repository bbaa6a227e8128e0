// The dashboard's stat cards: one database call returns the caller's role's figures.
import { statsFor, type DashboardStats, type StatKey } from '@/lib/capabilities';
import { Constants } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export type { DashboardStats };

/** Every card some role shows; the database answers only with these keys. */
const STAT_KEYS: ReadonlySet<string> = new Set(Constants.public.Enums.user_role.flatMap(statsFor));
const isStatKey = (key: string): key is StatKey => STAT_KEYS.has(key);

export async function getDashboardStats(): Promise<DashboardStats> {
  const { data, error } = await supabase.rpc('dashboard_stats');
  if (error) throw toAppError(error);
  return statsFrom(data);
}

/** The cards' figures from dashboard_stats' object (alone, or inside dashboard_home's answer). */
export function statsFrom(data: unknown): DashboardStats {
  const stats: DashboardStats = {};
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data)) {
      if (isStatKey(key) && typeof value === 'number') stats[key] = value;
    }
  }
  return stats;
}
