// Whether a report is due before each hearing type: a rule with its source, read by admins
// and contractors, changed by admins (RLS). The database applies it to each new hearing.
import type { Tables } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { HearingType } from '../lib/labels';

export type HearingTypeRule = Omit<Tables<'hearing_type_rules'>, 'updated_by'>;

export async function listHearingTypeRules(): Promise<HearingTypeRule[]> {
  const { data, error } = await supabase
    .from('hearing_type_rules')
    .select('hearing_type, report_due, source, confirmed_with_counsel, updated_at')
    .order('hearing_type');
  if (error) throw toAppError(error, 'Could not load the hearing type rules');
  return data;
}

export async function saveHearingTypeRule(
  hearingType: HearingType,
  fields: Pick<HearingTypeRule, 'report_due' | 'source' | 'confirmed_with_counsel'>,
): Promise<void> {
  const { error } = await supabase
    .from('hearing_type_rules')
    .update(fields)
    .eq('hearing_type', hearingType);
  if (error) throw toAppError(error);
}
