// Pages of rows for the Exports page. Each dataset is read in pages of
// PAGE_SIZE in a fixed order (keyset: the page after the last row's date and id), so
// 200,000 rows are 200 small requests and never one huge answer; RLS decides whose
// rows come back (admins all, contractors their own). The first page also counts the
// rows, for the progress bar.
import type { CompositeTypes, Tables } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export const PAGE_SIZE = 1000;

export interface ExportFilters {
  /** YYYY-MM-DD, inclusive; null for no bound. */
  from: string | null;
  to: string | null;
  county: string | null;
}

/** Where the next page starts: after this row in the dataset's order. */
export interface Cursor {
  at: string;
  id: string;
}

export interface Page<T> {
  rows: T[];
  next: Cursor | null;
  /** The number of rows in all, on the first page only. */
  total: number | null;
}

/** The day after a YYYY-MM-DD date, for an inclusive end on a timestamp column. */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** PostgREST's logic-tree filter for "after this (column, id)"; values quoted (dots, colons). */
const after = (column: string, c: Cursor) =>
  `${column}.gt."${c.at}",and(${column}.eq."${c.at}",id.gt.${c.id})`;

function pageOf<T extends { id: string }>(
  rows: T[],
  count: number | null,
  first: boolean,
  at: (row: T) => string,
): Page<T> {
  const last = rows.at(-1);
  return {
    rows,
    next: rows.length === PAGE_SIZE && last ? { at: at(last), id: last.id } : null,
    total: first ? (count ?? rows.length) : null,
  };
}

const countOnFirst = (cursor: Cursor | null) =>
  cursor ? undefined : ({ count: 'exact' } as const);

/** The filter and order methods a keyset page uses, as every PostgREST query builder has them. */
interface KeysetQuery<Q> {
  gte(column: string, value: string): Q;
  lte(column: string, value: string): Q;
  lt(column: string, value: string): Q;
  or(filters: string): Q;
  order(column: string): Q;
  limit(count: number): Q;
  abortSignal(signal: AbortSignal): Q;
}

/**
 * One page of a dataset in `column` order: inside the filters' dates (a timestamp
 * column ends at the day after `to`), after the cursor, PAGE_SIZE rows.
 */
function keysetPage<Q extends KeysetQuery<Q>>(
  query: Q,
  column: string,
  kind: 'date' | 'timestamp',
  f: ExportFilters,
  cursor: Cursor | null,
  signal: AbortSignal,
): Q {
  let q = query;
  if (f.from) q = q.gte(column, f.from);
  if (f.to) q = kind === 'date' ? q.lte(column, f.to) : q.lt(column, dayAfter(f.to));
  if (cursor) q = q.or(after(column, cursor));
  return q.order(column).order('id').limit(PAGE_SIZE).abortSignal(signal);
}

// Cases ----------------------------------------------------------------------------
export type CaseExportRow = Tables<'cases'> & {
  admin: { full_name: string } | null;
  contractor: { full_name: string } | null;
};

export async function casesPage(
  f: ExportFilters,
  cursor: Cursor | null,
  signal: AbortSignal,
): Promise<Page<Omit<CaseExportRow, 'accept_blocker'>>> {
  let q = supabase
    .from('cases')
    .select(
      '*, admin:users!cases_admin_id_fkey(full_name), contractor:users!cases_contractor_id_fkey(full_name)',
      countOnFirst(cursor),
    );
  if (f.county) q = q.eq('county', f.county);
  const { data, error, count } = await keysetPage(q, 'created_at', 'timestamp', f, cursor, signal);
  if (error) throw toAppError(error, 'Could not export cases');
  return pageOf(data, count, !cursor, (r) => r.created_at);
}

// Time entries -----------------------------------------------------------------------
export type TimeEntryExportRow = Tables<'time_entries'> & {
  case: { title: string; county: string | null } | null;
  person: { full_name: string; email: string } | null;
};

export async function timeEntriesPage(
  f: ExportFilters,
  cursor: Cursor | null,
  signal: AbortSignal,
): Promise<Page<TimeEntryExportRow>> {
  // The case is joined inner only to filter by its county: without one, an entry on a
  // case the contractor no longer holds (so cannot read) still exports, case left blank.
  const caseJoin = f.county ? 'case:cases!inner(title, county)' : 'case:cases(title, county)';
  let q = supabase
    .from('time_entries')
    .select(
      `*, ${caseJoin}, person:users!time_entries_user_id_fkey(full_name, email)`,
      countOnFirst(cursor),
    );
  if (f.county) q = q.eq('case.county', f.county);
  const { data, error, count } = await keysetPage(q, 'date', 'date', f, cursor, signal);
  if (error) throw toAppError(error, 'Could not export time entries');
  return pageOf(data, count, !cursor, (r) => r.date);
}

// Contacts ----------------------------------------------------------------------------
export type ContactExportRow = Tables<'case_contacts'> & {
  case: { title: string; county: string | null } | null;
  person: { full_name: string } | null;
};

export async function contactsPage(
  f: ExportFilters,
  cursor: Cursor | null,
  signal: AbortSignal,
): Promise<Page<ContactExportRow>> {
  // As time entries: the case joined inner only to filter by its county.
  const caseJoin = f.county ? 'case:cases!inner(title, county)' : 'case:cases(title, county)';
  let q = supabase
    .from('case_contacts')
    .select(
      `*, ${caseJoin}, person:users!case_contacts_user_id_fkey(full_name)`,
      countOnFirst(cursor),
    );
  if (f.county) q = q.eq('case.county', f.county);
  const { data, error, count } = await keysetPage(q, 'contact_date', 'date', f, cursor, signal);
  if (error) throw toAppError(error, 'Could not export contacts');
  return pageOf(data, count, !cursor, (r) => r.contact_date);
}

// Invoices -----------------------------------------------------------------------------
export type InvoiceExportRow = Tables<'invoices'> & {
  contractor: { full_name: string } | null;
};

export async function invoicesPage(
  f: ExportFilters,
  cursor: Cursor | null,
  signal: AbortSignal,
): Promise<Page<InvoiceExportRow>> {
  const q = supabase
    .from('invoices')
    .select('*, contractor:users!invoices_contractor_id_fkey(full_name)', countOnFirst(cursor));
  const { data, error, count } = await keysetPage(q, 'period_start', 'date', f, cursor, signal);
  if (error) throw toAppError(error, 'Could not export invoices');
  return pageOf(data, count, !cursor, (r) => r.period_start);
}

// Applications (admins) -------------------------------------------------------------------
export type ApplicationExportRow = Tables<'application_reviews'> & {
  id: string;
  created_at: string;
};

export async function applicationsPage(
  f: ExportFilters,
  cursor: Cursor | null,
  signal: AbortSignal,
): Promise<Page<ApplicationExportRow>> {
  const q = supabase.from('application_reviews').select('*', countOnFirst(cursor));
  const { data, error, count } = await keysetPage(q, 'created_at', 'timestamp', f, cursor, signal);
  if (error) throw toAppError(error, 'Could not export applications');
  // The view's columns are typed nullable; both tables' id and created_at are not null.
  const rows = data.filter((r): r is ApplicationExportRow => !!r.id && !!r.created_at);
  return pageOf(rows, count, !cursor, (r) => r.created_at);
}

// Contractors (admins): the directory, with standing and eligibility ------------------------
export type ContractorExportRow = CompositeTypes<'contractor_listing'> & { id: string };
const DIRECTORY_PAGE = 100;

export async function contractorsPage(
  _f: ExportFilters,
  cursor: Cursor | null,
  signal: AbortSignal,
): Promise<Page<ContractorExportRow>> {
  // The directory pages by number (sorted by name); the cursor carries the page.
  const page = cursor ? Number(cursor.at) : 1;
  const { data, error } = await supabase
    .rpc('contractor_directory', { sort_by: 'name', page, page_size: DIRECTORY_PAGE })
    .abortSignal(signal);
  if (error) throw toAppError(error, 'Could not export contractors');
  const rows = data.filter((r): r is ContractorExportRow => !!r.id);
  const last = rows.at(-1);
  return {
    rows,
    next: rows.length === DIRECTORY_PAGE && last ? { at: String(page + 1), id: last.id } : null,
    total: cursor ? null : (rows[0]?.total_count ?? 0),
  };
}
