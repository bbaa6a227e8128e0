// Case contacts: the timeline and drafts of a case, saving (autosave and submit go
// through one database function keyed by the form's id), deleting, and receipts in
// the private 'receipts' bucket. RLS decides who reads and writes.
import { AppError, toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database, Tables } from '@/lib/database.types';
import { CONTACT_MESSAGES } from '../lib/contact-rules';
import { lockOf, type InvoiceLock } from '../lib/invoice-lock';
import { receiptDownloadName, receiptPath, sniffReceipt } from '../lib/receipt-files';

type Enums = Database['public']['Enums'];
export type ContactType = Enums['contact_type'];
export type ContactParty = Enums['contact_party'];
export type ContactRow = Tables<'case_contacts'>;
export type Expense = Tables<'contact_expenses'>;
type InvoiceStatus = Enums['invoice_status'];
export type Contact = ContactRow & {
  contact_expenses: Expense[];
  /** Its time entry's invoice lines: which invoice holds the contact, if any. */
  time_entry: {
    invoice_lines: {
      released: boolean;
      invoice: { number: string | null; status: InvoiceStatus } | null;
    }[];
  } | null;
  /** The cases it covers, each with its share in quarter hours (null: an even share). */
  contact_cases?: ContactShare[];
  /** The children and parties it saw. */
  contact_people?: { child_id: string | null; party_id: string | null }[];
};

export interface ContactShare {
  case_id: string;
  quarters: number | null;
}

const LOCK_LINES = 'invoice_lines(released, invoice:invoices(number, status))';
const SELECT = `*, contact_expenses(*), time_entries(${LOCK_LINES}), contact_cases(case_id, quarters), contact_people(child_id, party_id)`;

type Fetched = Omit<Contact, 'time_entry'> & {
  time_entries: { invoice_lines: NonNullable<Contact['time_entry']>['invoice_lines'] }[];
};

/** A shared contact has an entry per case: its lock is any of their invoice lines. */
function toContact({ time_entries, ...row }: Fetched): Contact {
  return {
    ...row,
    time_entry: time_entries.length
      ? { invoice_lines: time_entries.flatMap((t) => t.invoice_lines) }
      : null,
  };
}

/** The submitted, approved or paid invoice holding the contact (its edits are refused). */
export const lockingInvoice = (c: Pick<Contact, 'time_entry'>): InvoiceLock | null =>
  lockOf(c.time_entry?.invoice_lines);

/** A case's contacts, drafts included, newest first. */
export async function listContacts(caseId: string): Promise<Contact[]> {
  // Every contact covering the case: its own and those shared from a sibling case.
  const { data, error } = await supabase
    .from('case_contacts')
    .select(`${SELECT}, on_case:contact_cases!inner(case_id)`)
    .eq('on_case.case_id', caseId)
    .order('contact_date', { ascending: false })
    .order('created_at', { ascending: false })
    .order('created_at', { referencedTable: 'contact_expenses', ascending: true });
  if (error) throw toAppError(error, 'Error loading contacts');
  return data.map(({ on_case: _, ...row }) => toContact(row));
}

/** One contact, or null when it does not exist (yet) or is not the caller's to read. */
export async function getContact(id: string): Promise<Contact | null> {
  const { data, error } = await supabase
    .from('case_contacts')
    .select(SELECT)
    .eq('id', id)
    .order('created_at', { referencedTable: 'contact_expenses', ascending: true })
    .maybeSingle();
  if (error) throw toAppError(error, 'Error loading contacts');
  return data ? toContact(data) : null;
}

export interface ExpenseInput {
  id: string;
  description: string | null;
  amount_cents: number | null;
  receipt_path: string | null;
}

export interface ContactInput {
  id: string;
  caseId: string;
  contact_date: string | null;
  contact_type: ContactType | null;
  contact_with: ContactParty[];
  contact_made: boolean;
  minutes: number | null;
  miles: number;
  notes: string;
  follow_up: boolean;
  expenses: ExpenseInput[];
  /**
   * The cases the contact covers (caseId and the sibling cases ticked), each with its
   * share in quarter hours (all null: split evenly). Absent: left as stored.
   */
  shares?: ContactShare[] | null;
  /** The case its mileage and expenses go on (one of shares); absent: caseId. */
  mileageCaseId?: string | null;
  /** The children and parties seen, by id. Absent: left as stored. */
  people?: string[] | null;
}

/**
 * Saves the contact and its expenses: a draft as it is (`submit` false: a contact
 * submitted meanwhile is left alone), or submitted, checked in full by the database.
 */
export async function saveContact(input: ContactInput, submit: boolean): Promise<ContactRow> {
  const { data, error } = await supabase.rpc('save_contact', {
    contact_id: input.id,
    case_id: input.mileageCaseId ?? input.caseId,
    contact_date: input.contact_date ?? undefined,
    contact_type: input.contact_type ?? undefined,
    contact_with: input.contact_with,
    contact_made: input.contact_made,
    minutes: input.minutes ?? undefined,
    miles: input.miles,
    notes: input.notes,
    follow_up: input.follow_up,
    submit,
    expenses: input.expenses.map((e) => ({ ...e })),
    shares: input.shares?.map((x) => ({ ...x })),
    people: input.people ?? undefined,
  });
  if (error) throw toAppError(error);
  const row = data?.[0];
  if (!row) throw new AppError('This contact can no longer be changed', { code: '42501' });
  return row;
}

export async function deleteContact(id: string): Promise<void> {
  const { data, error } = await supabase.from('case_contacts').delete().eq('id', id).select('id');
  if (error) throw toAppError(error);
  if (!data.length) throw new AppError('This contact can no longer be deleted', { code: '42501' });
}

const RECEIPTS = 'receipts';

/**
 * Uploads a receipt into the contact's folder; returns its path. The file's first bytes
 * decide its type (a renamed page is refused here) and its name's extension.
 */
export async function uploadReceipt(
  userId: string,
  contactId: string,
  file: File,
): Promise<string> {
  const type = await sniffReceipt(file);
  if (!type) throw new AppError(CONTACT_MESSAGES.receiptType, { code: 'invalid_mime_type' });
  const path = receiptPath(userId, contactId, file.name, type);
  const { error } = await supabase.storage
    .from(RECEIPTS)
    .upload(path, file, { contentType: type, upsert: false });
  if (error) throw toAppError(error, 'Receipt not uploaded');
  return path;
}

export async function downloadReceipt(path: string): Promise<Blob> {
  const { data, error } = await supabase.storage.from(RECEIPTS).download(path);
  if (error) throw toAppError(error, 'Receipt not downloaded');
  return data;
}

/** A receipt's file name as saved: the checked name without the random prefix its path adds. */
export const receiptName = receiptDownloadName;

export interface ReceiptLink {
  /** Opens the receipt in the browser. */
  view: string;
  /** Saves it under its file name. */
  download: string;
}

/** How long a receipt link works: long enough to review an invoice, short if it leaks. */
export const RECEIPT_LINK_SECONDS = 15 * 60;

/**
 * Signed links to receipts the caller may read (their own; an admin every one: the
 * bucket's select policy), by path. A receipt the caller may not read gets no link.
 */
export async function receiptLinks(paths: readonly string[]): Promise<Record<string, ReceiptLink>> {
  if (!paths.length) return {};
  const { data, error } = await supabase.storage
    .from(RECEIPTS)
    .createSignedUrls([...paths], RECEIPT_LINK_SECONDS);
  if (error) throw toAppError(error, 'Receipts not available');
  const links: Record<string, ReceiptLink> = {};
  for (const d of data) {
    if (!d.path || !d.signedUrl) continue;
    links[d.path] = {
      view: d.signedUrl,
      download: `${d.signedUrl}&download=${encodeURIComponent(receiptDownloadName(d.path))}`,
    };
  }
  return links;
}

/** Removes receipts no expense names any more (the bucket refuses the others). */
export async function removeReceipts(paths: string[]): Promise<void> {
  if (!paths.length) return;
  const { error } = await supabase.storage.from(RECEIPTS).remove(paths);
  if (error) throw toAppError(error);
}
