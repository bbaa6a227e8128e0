// Pages of rows for the Exports page (issue 21). Each dataset is read in pages of
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
  if (f.from) q = q.gte('created_at', f.from);
  if (f.to) q = q.lt('created_at', dayAfter(f.to));
  if (f.county) q = q.eq('county', f.county);
  if (cursor) q = q.or(after('created_at', cursor));
  const { data, error, count } = await q
    .order('created_at')
    .order('id')
    .limit(PAGE_SIZE)
    .abortSignal(signal);
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
  if (f.from) q = q.gte('date', f.from);
  if (f.to) q = q.lte('date', f.to);
  if (f.county) q = q.eq('case.county', f.county);
  if (cursor) q = q.or(after('date', cursor));
  const { data, error, count } = await q
    .order('date')
    .order('id')
    .limit(PAGE_SIZE)
    .abortSignal(signal);
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
  if (f.from) q = q.gte('contact_date', f.from);
  if (f.to) q = q.lte('contact_date', f.to);
  if (f.county) q = q.eq('case.county', f.county);
  if (cursor) q = q.or(after('contact_date', cursor));
  const { data, error, count } = await q
    .order('contact_date')
    .order('id')
    .limit(PAGE_SIZE)
    .abortSignal(signal);
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
  let q = supabase
    .from('invoices')
    .select('*, contractor:users!invoices_contractor_id_fkey(full_name)', countOnFirst(cursor));
  if (f.from) q = q.gte('period_start', f.from);
  if (f.to) q = q.lte('period_start', f.to);
  if (cursor) q = q.or(after('period_start', cursor));
  const { data, error, count } = await q
    .order('period_start')
    .order('id')
    .limit(PAGE_SIZE)
    .abortSignal(signal);
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
  let q = supabase.from('application_reviews').select('*', countOnFirst(cursor));
  if (f.from) q = q.gte('created_at', f.from);
  if (f.to) q = q.lt('created_at', dayAfter(f.to));
  if (cursor) q = q.or(after('created_at', cursor));
  const { data, error, count } = await q
    .order('created_at')
    .order('id')
    .limit(PAGE_SIZE)
    .abortSignal(signal);
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
