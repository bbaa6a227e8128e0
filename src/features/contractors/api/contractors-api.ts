// The admins' Contractors directory: admin-only database functions
// for the list, the detail figures, billing rates, deactivation and second-factor resets; a
// contractor's cases and entries come from the tables, which admins read in full.
import { isNotFound, toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { CompositeTypes, Enums, Tables } from '@/lib/database.types';
import { filledRows, type Filled } from '@/lib/rows';

export const SORT_KEYS = [
  'name',
  'email',
  'asking_rate',
  'billing_rate',
  'active_cases',
  'hours_this_month',
  'last_entry_date',
  'good_standing',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The fields public.contractor_directory() and contractor_detail() always fill. */
const FILLED = [
  'id',
  'full_name',
  'email',
  'active_cases',
  'hours_this_month',
  'good_standing',
] as const;

/** A contractor's directory figures; avatar, rates, last entry and deactivation may be null. */
export type ContractorRow = Filled<CompositeTypes<'contractor_summary'>, (typeof FILLED)[number]>;

export interface DirectoryQuery {
  search: string;
  sortBy: SortKey;
  sortDesc: boolean;
  page: number;
  pageSize: number;
}

export interface DirectoryPage {
  rows: ContractorRow[];
  total: number;
}

export type ContractorCase = Pick<
  Tables<'cases'>,
  'id' | 'title' | 'status' | 'type' | 'updated_at'
>;
export type ContractorEntry = Pick<
  Tables<'time_entries'>,
  'id' | 'case_id' | 'description' | 'hours' | 'date' | 'hourly_rate'
> & { case: { title: string } | null };

export async function listContractors(q: DirectoryQuery): Promise<DirectoryPage> {
  const { data, error } = await supabase.rpc('contractor_directory', {
    search: q.search,
    sort_by: q.sortBy,
    sort_desc: q.sortDesc,
    page: q.page,
    page_size: q.pageSize,
  });
  if (error) throw toAppError(error, 'Error loading contractors');
  const rows = filledRows(data, ...FILLED, 'total_count');
  return {
    rows: rows.map(({ total_count: _, ...row }) => row),
    total: rows[0]?.total_count ?? 0,
  };
}

export async function getContractor(id: string): Promise<ContractorRow | null> {
  const { data, error } = await supabase.rpc('contractor_detail', { contractor_id: id });
  // A malformed id in the address is no contractor, as an unknown one is.
  if (isNotFound(error)) return null;
  if (error) throw toAppError(error, 'Error loading contractor');
  return filledRows(data, ...FILLED)[0] ?? null;
}

export async function listContractorCases(id: string): Promise<ContractorCase[]> {
  const { data, error } = await supabase
    .from('cases')
    .select('id, title, status, type, updated_at')
    .eq('contractor_id', id)
    .order('updated_at', { ascending: false });
  if (isNotFound(error)) return [];
  if (error) throw toAppError(error, 'Error loading cases');
  return data;
}

export async function listRecentEntries(id: string, limit = 10): Promise<ContractorEntry[]> {
  const { data, error } = await supabase
    .from('time_entries')
    .select('id, case_id, description, hours, date, hourly_rate, case:cases(title)')
    .eq('user_id', id)
    .order('date', { ascending: false })
    .order('created_at', { ascending: false })
    .limit(limit);
  if (isNotFound(error)) return [];
  if (error) throw toAppError(error, 'Error loading time entries');
  return data;
}

export async function setBillingRate(id: string, rate: number): Promise<void> {
  const { error } = await supabase.rpc('set_billing_rate', { contractor_id: id, rate });
  if (error) throw toAppError(error, 'Could not set the billing rate');
}

export async function setActive(id: string, active: boolean): Promise<void> {
  const { error } = active
    ? await supabase.rpc('reactivate_contractor', { contractor_id: id })
    : await supabase.rpc('deactivate_contractor', { contractor_id: id });
  if (error) throw toAppError(error, active ? 'Could not reactivate' : 'Could not deactivate');
}

/**
 * Removes the person's second factors and ends their sessions (a lost phone), on the audit
 * log; the database refuses anyone but another admin at aal2. Answers how many were removed.
 */
export async function resetSecondFactor(id: string): Promise<number> {
  const { data, error } = await supabase.rpc('reset_user_factors', { user_id: id });
  if (error) throw toAppError(error, 'Could not reset the second factor');
  return data;
}

export type CaseStatus = Enums<'case_status'>;
