// Court dates, Upcoming Deadlines, the deadline rules and the calendar feed. RLS decides
// whose rows each user gets; the database sets report_due_at and the notifications.
import type { CompositeTypes, Tables, TablesUpdate } from '@/lib/database.types';
import { env } from '@/lib/env';
import { toAppError } from '@/lib/errors';
import { filledRows } from '@/lib/rows';
import { supabase } from '@/lib/supabase';
import type { HearingStatus, HearingType, ReportStatus } from '../lib/labels';

export type CourtDate = Tables<'court_dates'>;
export type DeadlineRule = Tables<'report_deadline_rules'>;
export type CourtHoliday = Tables<'court_holidays'>;

export interface CourtDateFields {
  hearing_at: string;
  hearing_type: HearingType;
  courtroom: string;
  judge: string;
  notes: string;
  /** A new hearing entered after its date, which the user says was held. */
  hearing_status?: 'held';
}

/** Empty optional text is stored as null; a blank judge or courtroom takes the case's. */
const toRow = (f: CourtDateFields) => ({
  hearing_at: f.hearing_at,
  hearing_type: f.hearing_type,
  courtroom: f.courtroom.trim() || null,
  judge: f.judge.trim() || null,
  notes: f.notes.trim() || null,
  ...(f.hearing_status ? { hearing_status: f.hearing_status } : {}),
});

export interface OutcomeFields {
  hearing_status: Exclude<HearingStatus, 'scheduled'>;
  /** The new time of a continued hearing (its report deadline moves with it). */
  hearing_at?: string;
  outcome_notes: string;
}

/** RLS hides a court date the caller may not change: no row, no error. */
const gone = () =>
  toAppError({ code: '42501', message: 'This court date can no longer be changed' });

export async function listCourtDates(caseId: string): Promise<CourtDate[]> {
  const { data, error } = await supabase
    .from('court_dates')
    .select('*')
    .eq('case_id', caseId)
    .order('hearing_at');
  if (error) throw toAppError(error, 'Could not load court dates');
  return data;
}

/** Adds the hearing to the case and, in the same insert, to each sibling case given. */
export async function addCourtDate(
  caseId: string,
  f: CourtDateFields,
  siblingIds: readonly string[] = [],
): Promise<void> {
  const row = { case_id: caseId, ...toRow(f) };
  const { error } = await supabase
    .from('court_dates')
    .insert(siblingIds.length ? [row, ...siblingIds.map((id) => ({ ...row, case_id: id }))] : row);
  if (error) throw toAppError(error, 'Could not add the court date');
}

async function change(id: string, row: TablesUpdate<'court_dates'>, what: string) {
  const { data, error } = await supabase.from('court_dates').update(row).eq('id', id).select('id');
  if (error) throw toAppError(error, what);
  if (!data.length) throw gone();
}

export const updateCourtDate = (id: string, f: CourtDateFields) =>
  change(id, toRow(f), 'Could not save the court date');

export const recordOutcome = (id: string, f: OutcomeFields) =>
  change(
    id,
    {
      hearing_status: f.hearing_status,
      outcome_notes: f.outcome_notes.trim() || null,
      ...(f.hearing_status === 'continued' && f.hearing_at ? { hearing_at: f.hearing_at } : {}),
    },
    'Could not record the hearing’s outcome',
  );

export const setReportStatus = (id: string, status: ReportStatus) =>
  change(id, { report_status: status }, 'Could not change the report status');

export async function deleteCourtDate(id: string): Promise<void> {
  const { data, error } = await supabase.from('court_dates').delete().eq('id', id).select('id');
  if (error) throw toAppError(error, 'Could not delete the court date');
  if (!data.length) throw gone();
}

/** Hearings and reports due in the next 14 days, and every overdue report, overdue first. */
export async function upcomingDeadlines() {
  const { data, error } = await supabase.rpc('upcoming_deadlines', { within_days: 14 });
  if (error) throw toAppError(error, 'Could not load deadlines');
  return deadlineItems(data);
}

const deadlineItems = (rows: CompositeTypes<'deadline_item'>[]) =>
  filledRows(
    rows,
    'court_date_id',
    'case_id',
    'case_title',
    'kind',
    'due_at',
    'hearing_type',
    'overdue',
  );
export type DeadlineItem = ReturnType<typeof deadlineItems>[number];

export async function listDeadlineRules(): Promise<DeadlineRule[]> {
  const { data, error } = await supabase
    .from('report_deadline_rules')
    .select('*')
    .order('category');
  if (error) throw toAppError(error, 'Could not load the deadline rules');
  return data;
}

export type RuleFields = Pick<
  DeadlineRule,
  'hours_before' | 'period_unit' | 'source' | 'confirmed_with_counsel'
>;

export async function updateDeadlineRule(
  category: DeadlineRule['category'],
  f: RuleFields,
): Promise<void> {
  const { data, error } = await supabase
    .from('report_deadline_rules')
    .update({ ...f, source: f.source.trim() })
    .eq('category', category)
    .select('category');
  if (error) throw toAppError(error, 'Could not save the rule');
  if (!data.length) throw toAppError({ code: '42501', message: 'Only admins change the rules' });
}

/** When the signed-in user's feed was made, or null when they have none. */
export async function calendarFeedCreatedAt(): Promise<string | null> {
  const { data, error } = await supabase.from('calendar_feeds').select('created_at').maybeSingle();
  if (error) throw toAppError(error, 'Could not load your calendar link');
  return data?.created_at ?? null;
}

/** A new feed URL; the one before stops working at once. Shown once: only its hash is kept. */
export async function resetCalendarFeed(): Promise<string> {
  const { data, error } = await supabase.rpc('reset_calendar_feed');
  if (error) throw toAppError(error, 'Could not make a calendar link');
  return `${env.supabaseUrl}/functions/v1/calendar/${data}.ics`;
}

/** Stops the signed-in user's feed: its URL stops working and no new one is made. */
export async function stopCalendarFeed(): Promise<void> {
  const { error } = await supabase.rpc('stop_calendar_feed');
  if (error) throw toAppError(error, 'Could not stop sharing your calendar');
}

/** A year's court holidays, statewide and every circuit's, by day. */
export async function listCourtHolidays(year: number): Promise<CourtHoliday[]> {
  const { data, error } = await supabase
    .from('court_holidays')
    .select('*')
    .gte('day', `${year}-01-01`)
    .lte('day', `${year}-12-31`)
    .order('day')
    .order('circuit', { nullsFirst: true });
  if (error) throw toAppError(error, 'Could not load the court holidays');
  return data;
}

export type HolidayFields = Pick<
  CourtHoliday,
  'day' | 'name' | 'circuit' | 'source' | 'confirmed_by_program'
>;

const holidayRow = (f: HolidayFields) => ({ ...f, name: f.name.trim(), source: f.source.trim() });

/** RLS lets only admins write holidays: a refused write changes no row. */
const adminsOnly = () =>
  toAppError({ code: '42501', message: 'Only admins change the court holidays' });

export async function addCourtHoliday(f: HolidayFields): Promise<void> {
  const { error } = await supabase.from('court_holidays').insert(holidayRow(f));
  if (error) throw toAppError(error, 'Could not add the holiday');
}

export async function updateCourtHoliday(id: string, f: HolidayFields): Promise<void> {
  const { data, error } = await supabase
    .from('court_holidays')
    .update(holidayRow(f))
    .eq('id', id)
    .select('id');
  if (error) throw toAppError(error, 'Could not save the holiday');
  if (!data.length) throw adminsOnly();
}

export async function deleteCourtHoliday(id: string): Promise<void> {
  const { data, error } = await supabase.from('court_holidays').delete().eq('id', id).select('id');
  if (error) throw toAppError(error, 'Could not delete the holiday');
  if (!data.length) throw adminsOnly();
}

export type DueChange = Tables<'report_due_changes'> & {
  court_date: {
    hearing_at: string;
    case: { id: string; title: string; county: string | null } | null;
  } | null;
};

/** The latest report due dates a rule or a holiday moved (admins read them). */
export async function listDueChanges(): Promise<DueChange[]> {
  const { data, error } = await supabase
    .from('report_due_changes')
    .select('*, court_date:court_dates(hearing_at, case:cases(id, title, county))')
    .order('changed_at', { ascending: false })
    .limit(50);
  if (error) throw toAppError(error, 'Could not load the due date changes');
  return data as DueChange[];
}
