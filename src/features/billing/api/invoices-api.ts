// Stored invoices: lists (a contractor's own, the admin's queue by status), one
// invoice with its lines and history, and every transition, each a database function
// that checks the caller's role and the invoice's status.
import { AppError, toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database, Tables } from '@/lib/database.types';

export type InvoiceStatus = Database['public']['Enums']['invoice_status'];
export type InvoiceRow = Tables<'invoices'>;
export type InvoiceLine = Tables<'invoice_lines'> & {
  case: { id: string; title: string } | null;
  /** An expense line's expense, for its receipt (null on time and mileage lines). */
  expense: { id: string; receipt_path: string | null } | null;
};
/** A history line as API roles may read it: actor_id is not granted (the name is). */
export type InvoiceEvent = Omit<Tables<'invoice_events'>, 'actor_id'>;
export interface Contractor {
  id: string;
  full_name: string;
  email: string;
}
export type InvoiceSummary = InvoiceRow & { contractor: Contractor | null };
export type InvoiceDetail = InvoiceSummary & {
  invoice_lines: InvoiceLine[];
  invoice_events: InvoiceEvent[];
};

const CONTRACTOR = 'contractor:users!invoices_contractor_id_fkey(id, full_name, email)';
const LIST_SELECT = `*, ${CONTRACTOR}`;
const EVENT_COLUMNS = 'id, invoice_id, from_status, to_status, actor_name, reason, created_at';
const DETAIL_SELECT = `*, ${CONTRACTOR}, invoice_lines(*, case:cases(id, title), expense:contact_expenses(id, receipt_path)), invoice_events(${EVENT_COLUMNS})`;

/** Invoices per page (the admin's "All" held 2,944 at scale). */
export const INVOICE_PAGE_SIZE = 20;

/**
 * One page of the invoices the caller may read (a contractor's own, an admin's all),
 * latest period first. The total is exact up to 1,000 and the planner's estimate above.
 */
export async function listInvoices(
  status: InvoiceStatus | null = null,
  page = 1,
): Promise<{ invoices: InvoiceSummary[]; total: number }> {
  const from = (page - 1) * INVOICE_PAGE_SIZE;
  let query = supabase.from('invoices').select(LIST_SELECT, { count: 'estimated' });
  if (status) query = query.eq('status', status);
  const { data, error, count } = await query
    .order('period_end', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + INVOICE_PAGE_SIZE - 1);
  if (error) throw toAppError(error, 'Error loading invoices');
  return { invoices: data, total: count ?? data.length };
}

export async function getInvoice(id: string): Promise<InvoiceDetail> {
  const { data, error } = await supabase
    .from('invoices')
    .select(DETAIL_SELECT)
    .eq('id', id)
    .order('position', { referencedTable: 'invoice_lines', ascending: true })
    .order('id', { referencedTable: 'invoice_events', ascending: true })
    .maybeSingle();
  if (error) throw toAppError(error, 'Error loading invoices', { notFound: 'Invoice not found' });
  if (!data) throw new AppError('Invoice not found', { code: 'PGRST116' });
  return data;
}

function one(data: InvoiceRow[] | null): InvoiceRow {
  const row = data?.[0];
  if (!row) throw new AppError('Invoice not found', { code: 'GC223' });
  return row;
}

/** A draft of the caller's submitted, not yet invoiced work in the period. */
export async function createInvoice(periodStart: string, periodEnd: string): Promise<InvoiceRow> {
  const { data, error } = await supabase.rpc('create_invoice', {
    period_start: periodStart,
    period_end: periodEnd,
  });
  if (error) throw toAppError(error);
  return one(data);
}

/** A draft's lines taken again from the work as it is now. */
export async function refreshInvoice(id: string): Promise<InvoiceRow> {
  const { data, error } = await supabase.rpc('refresh_invoice', { invoice_id: id });
  if (error) throw toAppError(error);
  return one(data);
}

export async function submitInvoice(id: string): Promise<InvoiceRow> {
  const { data, error } = await supabase.rpc('submit_invoice', { invoice_id: id });
  if (error) throw toAppError(error);
  return one(data);
}

/** Approves the version the admin has on screen; a changed invoice is refused (GC240). */
export async function approveInvoice(id: string, seenVersion: number): Promise<InvoiceRow> {
  const { data, error } = await supabase.rpc('approve_invoice', {
    invoice_id: id,
    seen_version: seenVersion,
  });
  if (error) throw toAppError(error);
  return one(data);
}

/** Returns the invoice as the admin saw it (`seenVersion`); GC240 when it changed since. */
export async function returnInvoice(
  id: string,
  reason: string,
  seenVersion: number,
): Promise<InvoiceRow> {
  const { data, error } = await supabase.rpc('return_invoice', {
    invoice_id: id,
    reason,
    seen_version: seenVersion,
  });
  if (error) throw toAppError(error);
  return one(data);
}

/** Marks paid the invoice as the admin saw it (`seenVersion`); GC240 when it changed since. */
export async function markInvoicePaid(
  id: string,
  paidOn: string,
  reference: string,
  seenVersion: number,
): Promise<InvoiceRow> {
  const { data, error } = await supabase.rpc('mark_invoice_paid', {
    invoice_id: id,
    paid_on: paidOn,
    reference,
    seen_version: seenVersion,
  });
  if (error) throw toAppError(error);
  return one(data);
}

export async function voidInvoice(id: string, reason: string): Promise<InvoiceRow> {
  const { data, error } = await supabase.rpc('void_invoice', { invoice_id: id, reason });
  if (error) throw toAppError(error);
  return one(data);
}

/** A draft that was never submitted (no number) goes away; its work is free again. */
export async function discardInvoice(id: string): Promise<void> {
  const { data, error } = await supabase.from('invoices').delete().eq('id', id).select('id');
  if (error) throw toAppError(error);
  if (!data.length) throw new AppError('Only a draft that was never submitted can be discarded');
}
