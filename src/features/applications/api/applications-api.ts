// Applications over supabase-js: filing, the applicant's own list, and the
// admins' review (one list of both kinds, detail with history, decisions).
import { AppError, toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/lib/database.types';
import type { AssistantPayload } from '../lib/assistant-schema';
import type { ContractorPayload } from '../lib/gal-schema';
import type { ApplicationKind, ApplicationStatus } from '../lib/options';
import { SUMMARY, toSubmission, type Submission } from './schemas';

export type { Submission } from './schemas';

export async function insertAssistantApplication(payload: AssistantPayload): Promise<void> {
  const { error } = await supabase.from('assistant_applications').insert(payload);
  if (error) throw toAppError(error);
}

export async function insertContractorApplication(payload: ContractorPayload): Promise<void> {
  const { error } = await supabase.from('contractor_applications').insert(payload);
  if (error) throw toAppError(error);
}

/** The user's applications of both kinds, newest first. */
export async function listMySubmissions(userId: string): Promise<Submission[]> {
  const [assistant, contractor] = await Promise.all([
    supabase.from('assistant_applications').select(SUMMARY).eq('user_id', userId),
    supabase.from('contractor_applications').select(SUMMARY).eq('user_id', userId),
  ]);
  const error = assistant.error ?? contractor.error;
  if (error) throw toAppError(error, 'Error loading applications');
  return [
    ...(assistant.data ?? []).map((r) => toSubmission('assistant', r)),
    ...(contractor.data ?? []).map((r) => toSubmission('contractor', r)),
  ].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

// Admin review ----------------------------------------------------------------------

export type ReviewRow = Tables<'application_reviews'>;

export interface ReviewFilters {
  status: ApplicationStatus | null;
  kind: ApplicationKind | null;
  search: string;
  page: number;
}

export const REVIEW_PAGE_SIZE = 10;

/** PostgREST's or=() takes commas and parentheses as syntax: keep them out of the pattern. */
function searchPattern(search: string): string | null {
  const term = search.replace(/[,()*%\\"]/g, ' ').trim();
  return term ? `*${term}*` : null;
}

export async function listReviews(
  filters: ReviewFilters,
  pageSize = REVIEW_PAGE_SIZE,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const from = (filters.page - 1) * pageSize;
  // Exact up to 1,000 rows (PostgREST counts at most 1,001), the planner's estimate above:
  // an admin's count never reads all 10,000 rows at scale (a count must stay cheap).
  let query = supabase.from('application_reviews').select('*', { count: 'estimated' });
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.kind) query = query.eq('kind', filters.kind);
  const pattern = searchPattern(filters.search);
  if (pattern) query = query.or(`full_name.ilike.${pattern},email.ilike.${pattern}`);
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  if (error) throw toAppError(error, 'Error loading applications');
  return { rows: data ?? [], total: count ?? 0 };
}

/**
 * A history line. actor_id is not granted to API roles (an applicant never reads who
 * decided); `actor` comes from public.history_actors(), which answers admins only, and is
 * null for everyone else and for changes nobody signed in made.
 */
export type ApplicationEvent = Omit<Tables<'application_events'>, 'actor_id'> & {
  actor: { full_name: string; email: string } | null;
  /** The admins' internal note on this decision (RLS: admins only). */
  note: { note: string } | null;
};
/** The GAL applicant's rates: what they ask (their profile) and what an admin set. */
export type ApplicantRates = Pick<Tables<'users'>, 'hourly_rate' | 'billing_rate'>;
export type ApplicationDetail =
  | { kind: 'assistant'; row: Tables<'assistant_applications'>; events: ApplicationEvent[] }
  | {
      kind: 'contractor';
      row: Tables<'contractor_applications'>;
      events: ApplicationEvent[];
      rates: ApplicantRates | null;
    };

function found<T>({ data, error }: { data: T | null; error: { message: string } | null }): T {
  if (error) {
    throw toAppError(error, 'Error loading the application', { notFound: 'Application not found' });
  }
  if (!data) throw new AppError('Application not found', { code: 'PGRST116' });
  return data;
}

const EVENT_COLUMNS =
  'id, application_id, application_kind, applicant_id, from_status, to_status, reason, reason_code, created_at';

/** The history of one application; with `withActors` (admins only), who made each change. */
async function loadEvents(
  kind: ApplicationKind,
  id: string,
  withActors: boolean,
): Promise<ApplicationEvent[]> {
  const [events, actors] = await Promise.all([
    supabase
      .from('application_events')
      .select(`${EVENT_COLUMNS}, note:application_notes(note)`)
      .eq('application_kind', kind)
      .eq('application_id', id)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
    withActors
      ? supabase.rpc('history_actors', { history: 'application', subject_id: id })
      : Promise.resolve({ data: [], error: null }),
  ]);
  const error = events.error ?? actors.error;
  if (error) {
    // Read beside the application itself: a malformed id reads as no such application.
    throw toAppError(error, 'Error loading the application', { notFound: 'Application not found' });
  }
  const byEvent = new Map(
    (actors.data ?? []).map((a) => [
      a.event_id,
      a.full_name != null && a.email != null ? { full_name: a.full_name, email: a.email } : null,
    ]),
  );
  return (events.data ?? []).map((e) => ({ ...e, actor: byEvent.get(e.id) ?? null }));
}

export async function getApplication(
  kind: ApplicationKind,
  id: string,
): Promise<ApplicationDetail> {
  // The review page is the admins': it shows who made each change.
  const events = loadEvents(kind, id, true);
  if (kind === 'assistant') {
    const [result, history] = await Promise.all([
      supabase.from('assistant_applications').select('*').eq('id', id).maybeSingle(),
      events,
    ]);
    return { kind, row: found(result), events: history };
  }
  const [result, history] = await Promise.all([
    supabase
      .from('contractor_applications')
      .select('*, applicant:users!contractor_applications_user_id_fkey(hourly_rate, billing_rate)')
      .eq('id', id)
      .maybeSingle(),
    events,
  ]);
  const { applicant, ...row } = found(result);
  return { kind, row, events: history, rates: applicant };
}

export interface Decision {
  status: ApplicationStatus;
  reasonCode: string | null;
  /** The message to the applicant, read with the decision. */
  message: string;
  /** For admins only. */
  note: string;
  /** USD per hour, only when approving a GAL application. */
  billingRate: number | null;
}

/** Decides the version the admin has on screen; a changed application is refused (GC240). */
export async function reviewApplication(
  kind: ApplicationKind,
  application: { id: string; version: number },
  decision: Decision,
): Promise<void> {
  const { error } = await supabase.rpc('review_application', {
    kind,
    application_id: application.id,
    seen_version: application.version,
    decision: decision.status,
    reason_code: decision.reasonCode ?? undefined,
    reason: decision.message.trim() || undefined,
    note: decision.note.trim() || undefined,
    billing_rate: decision.billingRate ?? undefined,
  });
  if (error) throw toAppError(error);
}
