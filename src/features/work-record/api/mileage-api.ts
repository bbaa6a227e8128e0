// Mileage rates: read by admins and contractors, written by admins (RLS).
import { AppError, toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/lib/database.types';

export type MileageRate = Tables<'mileage_rates'>;

export interface MileageRateFields {
  effective_from: string;
  cents_per_mile: number;
}

/** Newest first. */
export async function listMileageRates(): Promise<MileageRate[]> {
  const { data, error } = await supabase
    .from('mileage_rates')
    .select('*')
    .order('effective_from', { ascending: false });
  if (error) throw toAppError(error, 'Error loading mileage rates');
  return data;
}

export async function addMileageRate(f: MileageRateFields): Promise<void> {
  const { error } = await supabase.from('mileage_rates').insert(f);
  if (error) throw toAppError(error);
}

export async function updateMileageRate(id: number, f: MileageRateFields): Promise<void> {
  const { data, error } = await supabase.from('mileage_rates').update(f).eq('id', id).select('id');
  if (error) throw toAppError(error);
  if (!data.length) throw new AppError('Only admins change mileage rates', { code: '42501' });
}

export async function deleteMileageRate(id: number): Promise<void> {
  const { data, error } = await supabase.from('mileage_rates').delete().eq('id', id).select('id');
  if (error) throw toAppError(error);
  if (!data.length) throw new AppError('Only admins change mileage rates', { code: '42501' });
}
