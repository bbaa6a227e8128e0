// The signed-in user's user_settings row: read it (none yet means defaults) and
// save it whole with an upsert, so the first save creates it.
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { SettingsInsert, SettingsRow } from '../lib/settings';

export async function fetchSettings(userId: string): Promise<SettingsRow | null> {
  const { data, error } = await supabase
    .from('user_settings')
    .select('*')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toAppError(error);
  return data;
}

export async function saveSettings(row: SettingsInsert): Promise<SettingsRow> {
  const { data, error } = await supabase
    .from('user_settings')
    .upsert(row, { onConflict: 'user_id' })
    .select()
    .single();
  if (error) throw toAppError(error, 'Could not save your settings');
  return data;
}
