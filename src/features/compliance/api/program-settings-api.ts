// The program's thresholds: everyone signed in reads them; admins change them.
import type { Tables, TablesUpdate } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export type ProgramSettings = Tables<'program_settings'>;
export type ProgramSettingsChange = Pick<
  TablesUpdate<'program_settings'>,
  | 'pre_service_hours'
  | 'in_service_hours_per_year'
  | 'visit_threshold_days'
  | 'visit_due_soon_days'
  | 'caseload_cap'
  | 'max_miles_per_day'
  | 'max_hours_per_day'
  | 'receipt_required_above_cents'
>;

export async function getProgramSettings(): Promise<ProgramSettings> {
  const { data, error } = await supabase.from('program_settings').select('*').single();
  if (error) throw toAppError(error, 'Could not load the program settings');
  return data;
}

export async function saveProgramSettings(change: ProgramSettingsChange): Promise<ProgramSettings> {
  const { data, error } = await supabase
    .from('program_settings')
    .update(change)
    .eq('id', true)
    .select()
    .single();
  if (error) throw toAppError(error, 'Could not save the program settings');
  return data;
}
