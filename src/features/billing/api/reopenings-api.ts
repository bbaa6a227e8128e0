// Reopened periods: an admin reopens days a contractor has invoiced, so work dated in them
// may be added or changed again; each reopening is a row (who, when, why) that ends when
// the contractor invoices those days again or an admin closes it.
import type { Tables } from '@/lib/database.types';
import { AppError, toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export type PeriodReopening = Tables<'period_reopenings'>;

/** The contractor's reopenings still open, newest first (admins read all; RLS decides). */
export async function listOpenReopenings(contractorId: string): Promise<PeriodReopening[]> {
  const { data, error } = await supabase
    .from('period_reopenings')
    .select('*')
    .eq('contractor_id', contractorId)
    .is('closed_at', null)
    .order('reopened_at', { ascending: false });
  if (error) throw toAppError(error, 'Could not load the reopened periods');
  return data;
}

export async function reopenPeriod(
  contractorId: string,
  periodStart: string,
  periodEnd: string,
  reason: string,
): Promise<PeriodReopening> {
  const { data, error } = await supabase.rpc('reopen_period', {
    contractor_id: contractorId,
    period_start: periodStart,
    period_end: periodEnd,
    reason,
  });
  if (error) throw toAppError(error, 'The period was not reopened');
  const row = data[0];
  if (!row) throw new AppError('The period was not reopened');
  return row;
}

/** Ends an open reopening now (admins): the days are closed again until the next reopening. */
export async function closeReopenedPeriod(reopeningId: string): Promise<PeriodReopening> {
  const { data, error } = await supabase.rpc('close_reopened_period', {
    reopening_id: reopeningId,
  });
  if (error) throw toAppError(error, 'The reopened period was not closed');
  const row = data[0];
  if (!row) throw new AppError('The reopened period was not closed');
  return row;
}
