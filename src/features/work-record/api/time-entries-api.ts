// Time entries: the one api every screen uses (case detail, Time Tracking,
// Invoices). Each entry carries its case's title and status in the same request.
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';
import type { LockLine } from '../lib/invoice-lock';

export type TimeEntryRow = Database['public']['Tables']['time_entries']['Row'];
type Enums = Database['public']['Enums'];
export type TimeEntry = TimeEntryRow & {
  case: {
    id: string;
    title: string;
    status: Enums['case_status'];
    type: Enums['case_type'];
  } | null;
  /** Its invoice lines: a submitted, approved or paid invoice locks it (lib/invoice-lock). */
  invoice_lines?: LockLine[];
};

const CASE = 'case:cases(id, title, status, type)';
const LINES = 'invoice_lines(released, invoice:invoices(number, status))';
const SELECT = `*, ${CASE}, ${LINES}`;

export interface EntryQuery {
  caseId?: string;
  /** Only entries dated on or after this ISO date. */
  since?: string | null;
  /** Leave out entries of completed cases (Time Tracking). */
  openCasesOnly?: boolean;
  /**
   * Only this user's entries. RLS already limits a contractor to their own, but as
   * "own or admin" the planner cannot use the user_id index for it: at scale that
   * read all 200,000 entries at scale.
   */
  userId?: string;
}

/** Newest date first (the specification's order), the caller's own entries unless an admin. */
export async function listTimeEntries(q: EntryQuery = {}): Promise<TimeEntry[]> {
  let query = supabase
    .from('time_entries')
    .select(q.openCasesOnly ? `*, case:cases!inner(id, title, status, type), ${LINES}` : SELECT);
  if (q.caseId) query = query.eq('case_id', q.caseId);
  if (q.userId) query = query.eq('user_id', q.userId);
  if (q.since) query = query.gte('date', q.since);
  if (q.openCasesOnly) query = query.neq('case.status', 'completed');
  const { data, error } = await query
    .order('date', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw toAppError(error);
  return data;
}

/** The caller's entries on no invoice that is not void: Invoices' unbilled work. */
export async function listUnbilledEntries(): Promise<TimeEntry[]> {
  const { data, error } = await supabase
    .from('time_entries')
    .select(SELECT)
    .order('date', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw toAppError(error);
  return data.filter((e) => e.invoice_lines.every((l) => l.released));
}

export interface TimeEntryFields {
  date: string;
  hours: number;
  description: string;
}

export async function addTimeEntry(caseId: string, userId: string, f: TimeEntryFields) {
  const { error } = await supabase.from('time_entries').insert({
    case_id: caseId,
    user_id: userId,
    date: f.date,
    hours: f.hours,
    description: f.description.trim(),
  });
  if (error) throw toAppError(error);
}

export async function updateTimeEntry(id: string, f: TimeEntryFields) {
  const { data, error } = await supabase
    .from('time_entries')
    .update({ date: f.date, hours: f.hours, description: f.description.trim() })
    .eq('id', id)
    .select('id');
  if (error) throw toAppError(error);
  // RLS hides an entry of a completed case from updates: no row, no error.
  if (!data?.length) throw toAppError({ code: '42501', message: 'Entry can no longer be changed' });
}

export async function deleteTimeEntry(id: string) {
  const { data, error } = await supabase.from('time_entries').delete().eq('id', id).select('id');
  if (error) throw toAppError(error);
  if (!data?.length) throw toAppError({ code: '42501', message: 'Entry can no longer be changed' });
}
