// Cases: paged lists filtered on the server, one-request detail (names and
// history embedded), posting, accepting, status and assignment changes.
import { AppError, toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';
import {
  pageRange,
  type CaseCategory,
  type CaseListFilters,
  type CaseStatus,
  type CaseType,
  type CaseUrgency,
} from '../lib/filters';

/** A case as stored; accept_blocker is a computed column, read only where named. */
export type CaseRow = Omit<Database['public']['Tables']['cases']['Row'], 'accept_blocker'>;
/** A history line as API roles may read it: actor_id is not granted (names only). */
export type CaseEvent = Omit<Database['public']['Tables']['case_events']['Row'], 'actor_id'>;
export interface Person {
  id: string;
  full_name: string;
  email: string;
}
export type CaseWithPeople = CaseRow & {
  /** Why the signed-in contractor cannot accept this open case (standing, eligibility), or null. */
  accept_blocker: string | null;
  admin: Person | null;
  contractor: Person | null;
};
export type CaseDetail = CaseWithPeople & { case_events: CaseEvent[] };

const PEOPLE =
  'admin:users!cases_admin_id_fkey(id, full_name, email), contractor:users!cases_contractor_id_fkey(id, full_name, email)';
const LIST_SELECT = `*, accept_blocker, ${PEOPLE}`;
const EVENT_COLUMNS =
  'id, case_id, kind, from_status, to_status, contractor_name, previous_contractor_name, actor_name, detail, created_at';
const DETAIL_SELECT = `*, accept_blocker, ${PEOPLE}, case_events(${EVENT_COLUMNS})`;

export const ALREADY_TAKEN = 'This case was already taken';

export async function listCases(filters: CaseListFilters, pageSize?: number) {
  const { from, to } = pageRange(filters.page, pageSize);
  const search = filters.search.trim();
  const page = <Q extends Filterable<Q>>(query: Q) => {
    const q = filters.status ? query.eq('status', filters.status) : query;
    return q.order('created_at', { ascending: false }).order('id').range(from, to);
  };
  // A search goes through search_cases(): under RLS only it reaches the trigram indexes;
  // its matches are few, so they count exactly. The whole list counts exactly up to
  // 1,000 rows (PostgREST counts at most 1,001), the planner's estimate above: an
  // admin's count never reads all 10,000 rows at scale (a count must stay cheap).
  const { data, error, count } = search
    ? await page(
        supabase
          .rpc('search_cases', { query: search }, { get: true, count: 'exact' })
          .select(LIST_SELECT),
      )
    : await page(supabase.from('cases').select(LIST_SELECT, { count: 'estimated' }));
  if (error) throw toAppError(error, 'Error loading cases');
  return { cases: data, total: count ?? 0 };
}

interface Filterable<Q> {
  eq(column: string, value: string): Q;
  order(column: string, options?: { ascending?: boolean }): Q;
  range(from: number, to: number): Q;
}

export async function getCase(id: string): Promise<CaseDetail> {
  const { data, error } = await supabase
    .from('cases')
    .select(DETAIL_SELECT)
    .eq('id', id)
    .order('created_at', { referencedTable: 'case_events', ascending: true })
    .maybeSingle();
  if (error) throw toAppError(error, 'Error loading cases', { notFound: 'Case not found' });
  if (!data) throw new AppError('Case not found', { code: 'PGRST116' });
  return data;
}

export interface NewCase {
  title: string;
  description: string;
  type: CaseType;
  county: string;
  category: CaseCategory;
  urgency: CaseUrgency;
  compensation: string;
  /** §61.402(2): only certified or Bar-member contractors may serve. */
  abuseAllegation: boolean;
  /** The GAL request the case is made from: posting it marks the request converted. */
  requestId?: string | null;
}

export async function createCase(input: NewCase, adminId: string): Promise<CaseRow> {
  const { data, error } = await supabase
    .from('cases')
    .insert({
      title: input.title.trim(),
      description: input.description.trim(),
      type: input.type,
      county: input.county,
      category: input.category,
      urgency: input.urgency,
      compensation:
        input.type === 'paid' && input.compensation.trim() ? input.compensation.trim() : null,
      abuse_allegation: input.abuseAllegation,
      request_id: input.requestId ?? null,
      admin_id: adminId,
      status: 'open',
    })
    .select()
    .single();
  if (error) throw toAppError(error);
  return data;
}

/** The database decides the race: no row back means someone else was first. */
export async function acceptCase(id: string): Promise<CaseRow> {
  const { data, error } = await supabase.rpc('accept_case', { case_id: id });
  if (error) throw toAppError(error);
  const row = data?.[0];
  if (!row) throw new AppError(ALREADY_TAKEN, { code: 'ALREADY_TAKEN' });
  return row;
}

export async function setCaseStatus(id: string, status: CaseStatus): Promise<void> {
  const { error } = await supabase
    .from('cases')
    .update({ status, updated_at: new Date().toISOString() })
    .eq('id', id);
  if (error) throw toAppError(error);
}

/** Admins: a contractor id reassigns, null unassigns (the case reopens). */
export async function assignCase(id: string, contractorId: string | null): Promise<void> {
  const { error } = await supabase.rpc(
    'assign_case',
    contractorId ? { case_id: id, contractor_id: contractorId } : { case_id: id },
  );
  if (error) throw toAppError(error);
}

/** Admins: mark or clear an abuse allegation (refused while an ineligible contractor holds it). */
export async function setAbuseAllegation(id: string, flag: boolean): Promise<void> {
  const { error } = await supabase.rpc('set_abuse_allegation', {
    case_id: id,
    abuse_allegation: flag,
  });
  if (error) throw toAppError(error);
}

/** Admins: the contractors a case can be handed to. */
export async function listContractors(): Promise<Person[]> {
  const { data, error } = await supabase
    .from('users')
    .select('id, full_name, email')
    .eq('role', 'contractor')
    .order('full_name');
  if (error) throw toAppError(error);
  return data;
}
