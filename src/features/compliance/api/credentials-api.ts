// Screening and credentials: each contractor's background screening date, Florida Bar
// number and status, and certification expiry (admins record them; the contractor reads
// their own), the day each lapses (public.credential_expiries), and the screening's
// renewal interval, a rule with its source that admins change.
import { filledRows } from '@/lib/rows';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';

export type CredentialRecord = Omit<
  Database['public']['Tables']['contractor_credentials']['Row'],
  'updated_by'
>;
export type CredentialRule = Omit<
  Database['public']['Tables']['credential_rules']['Row'],
  'updated_by'
>;

export interface CredentialExpiry {
  user_id: string;
  full_name: string | null;
  credential: string;
  label: string;
  /** Null: never (an attorney whose Bar status is active). */
  expires_on: string | null;
  lapsed: boolean;
}

/** The caller's own credentials (a contractor), or every contractor's (an admin), soonest first. */
export async function listCredentialExpiries(): Promise<CredentialExpiry[]> {
  const { data, error } = await supabase.rpc('credential_expiries');
  if (error) throw toAppError(error, 'Error loading credentials');
  return filledRows(data ?? [], 'user_id', 'credential', 'label', 'lapsed');
}

export async function getCredentials(userId: string): Promise<CredentialRecord | null> {
  const { data, error } = await supabase
    .from('contractor_credentials')
    .select('user_id, screened_on, bar_number, bar_status, certification_expires_on, updated_at')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toAppError(error, 'Error loading credentials');
  return data;
}

export type CredentialFields = Pick<
  CredentialRecord,
  'screened_on' | 'bar_number' | 'bar_status' | 'certification_expires_on'
>;

/** Changes the contractor's row, or records their first (whose owner never changes). */
export async function saveCredentials(userId: string, fields: CredentialFields): Promise<void> {
  const changed = await supabase
    .from('contractor_credentials')
    .update(fields)
    .eq('user_id', userId)
    .select('user_id');
  if (changed.error) throw toAppError(changed.error);
  if (changed.data.length) return;
  const { error } = await supabase
    .from('contractor_credentials')
    .insert({ user_id: userId, ...fields });
  if (error) throw toAppError(error);
}

export async function listCredentialRules(): Promise<CredentialRule[]> {
  const { data, error } = await supabase
    .from('credential_rules')
    .select('credential, renewal_months, source, confirmed_with_counsel, updated_at');
  if (error) throw toAppError(error, 'Error loading the credential rules');
  return data;
}

export async function saveCredentialRule(
  credential: string,
  fields: Pick<CredentialRule, 'renewal_months' | 'source' | 'confirmed_with_counsel'>,
): Promise<void> {
  const { error } = await supabase
    .from('credential_rules')
    .update(fields)
    .eq('credential', credential);
  if (error) throw toAppError(error);
}
