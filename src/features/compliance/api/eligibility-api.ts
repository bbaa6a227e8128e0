// Florida eligibility records: a person reads their own; admins set,
// change and remove other people's. No record means none.
import type { EligibilityPath } from '@/content/eligibility';
import type { Tables } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export type Eligibility = Tables<'contractor_eligibility'>;

export interface EligibilityInput {
  path: EligibilityPath;
  credential: string;
  verifiedOn: string;
}

export async function getEligibility(userId: string): Promise<Eligibility | null> {
  const { data, error } = await supabase
    .from('contractor_eligibility')
    .select('*')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toAppError(error, 'Could not load eligibility');
  return data;
}

export async function saveEligibility(
  userId: string,
  input: EligibilityInput,
): Promise<Eligibility> {
  const { data, error } = await supabase
    .from('contractor_eligibility')
    .upsert(
      {
        user_id: userId,
        path: input.path,
        credential: input.credential.trim(),
        verified_on: input.verifiedOn,
      },
      { onConflict: 'user_id' },
    )
    .select()
    .single();
  if (error) throw toAppError(error, 'Could not save eligibility');
  return data;
}

export async function removeEligibility(userId: string): Promise<void> {
  const { error } = await supabase.from('contractor_eligibility').delete().eq('user_id', userId);
  if (error) throw toAppError(error, 'Could not remove eligibility');
}
