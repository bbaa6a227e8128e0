// The dashboard's stat cards: one database call returns the caller's role's figures.
import * as z from 'zod/mini';
import { statsFor, type DashboardStats, type StatKey } from '@/lib/capabilities';
import { Constants } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { parseAnswer } from '@/lib/parse-answer';
import { supabase } from '@/lib/supabase';

export type { DashboardStats };

/** Every card some role shows; the database answers only with these keys. */
const STAT_KEYS: ReadonlySet<string> = new Set(Constants.public.Enums.user_role.flatMap(statsFor));
const isStatKey = (key: string): key is StatKey => STAT_KEYS.has(key);

/** dashboard_stats' object (alone, or inside dashboard_home's answer): a figure per card. */
export const statsSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((figures) => {
    const stats: DashboardStats = {};
    for (const [key, value] of Object.entries(figures)) {
      if (isStatKey(key) && typeof value === 'number') stats[key] = value;
    }
    return stats;
  }),
);

export async function getDashboardStats(): Promise<DashboardStats> {
  const { data, error } = await supabase.rpc('dashboard_stats');
  if (error) throw toAppError(error);
  return parseAnswer(statsSchema, data, 'the dashboard figures');
}
