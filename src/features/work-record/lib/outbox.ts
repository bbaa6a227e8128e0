// The outbox: contacts logged with no network wait on the device and are sent in the order
// they were logged. Sending is idempotent: each contact carries the id the form made, which is
// the database's key, so a resend after a lost answer stores nothing twice. A refusal is kept
// with its reason (never dropped), so the contractor can act on it: copy the text of a contact
// on a case that is no longer theirs, sign in again, or ask an admin.
// Pure logic over an injected store and sender: no network, no IndexedDB, no React.
import { AppError } from '@/lib/errors';
import type { ContactInput } from '../api/contacts-api';

export type RefusalKind = 'reassigned' | 'closed' | 'locked' | 'signedOut' | 'invalid' | 'refused';

/** A receipt photo taken offline: the file itself waits with its contact. */
export interface QueuedReceipt {
  expenseId: string;
  name: string;
  type: string;
  data: Blob;
}

export interface QueuedContact {
  /** The contact's id, made by the form: the server's key. */
  id: string;
  userId: string;
  caseId: string;
  caseTitle: string;
  /** What saveContact sends; expenses with a receipt waiting have no receipt_path yet. */
  input: ContactInput;
  receipts: QueuedReceipt[];
  /** When it was logged (ms): the sending order. */
  queuedAt: number;
  refusal: { kind: RefusalKind; message: string } | null;
}

export interface OutboxStorage {
  read(): Promise<QueuedContact[]>;
  write(items: QueuedContact[]): Promise<void>;
}

/** What the case is now, as the server tells the contractor (null: they cannot read it). */
export interface CaseNow {
  mine: boolean;
  completed: boolean;
}

export interface Sender {
  /** Sends one contact, its receipts first; resolves once the server has it. */
  send(item: QueuedContact): Promise<void>;
  /** Reads the case again to explain a refusal of a contact on it. */
  caseNow(caseId: string): Promise<CaseNow | null>;
}

export const REFUSAL_TEXT: Record<RefusalKind, string> = {
  reassigned: 'This case is no longer yours: the contact was not sent. Copy its text below.',
  closed: 'This case was closed: the contact was not sent. Copy its text or ask an admin.',
  locked:
    'This period is locked by an approved invoice: ask an admin to reopen it, then send again.',
  signedOut: 'Your session has ended: sign in again, then it sends.',
  invalid: 'The server refused this contact: correct it and send again.',
  refused: 'The server refused this contact.',
};

/** A failure that may pass by itself: no answer at all, or the server not ready. */
export function transient(error: unknown): boolean {
  const code = error instanceof AppError ? error.code : undefined;
  return !code || /^(PGRST00|08|57P|40001|40P01|5\d\d$)/.test(code);
}

const SESSION_CODES = /^(PGRST301|PGRST302|401|403|bad_jwt|session_not_found|no_session)$/;

/** What a refusal means for the contractor, or null when it should simply be tried again. */
export async function refusalOf(
  error: unknown,
  item: QueuedContact,
  sender: Pick<Sender, 'caseNow'>,
): Promise<QueuedContact['refusal']> {
  const code = error instanceof AppError ? (error.code ?? '') : '';
  const message = error instanceof Error ? error.message : String(error);
  if (SESSION_CODES.test(code) || /jwt expired/i.test(message)) {
    return { kind: 'signedOut', message };
  }
  if (transient(error)) return null;
  if (code === 'GC210' || code === 'GC212') return { kind: 'locked', message };
  if (code === '42501') {
    const now = await sender.caseNow(item.caseId).catch(() => undefined);
    if (now === undefined) return null;
    if (!now || !now.mine) return { kind: 'reassigned', message };
    if (now.completed) return { kind: 'closed', message };
    return { kind: 'refused', message };
  }
  if (code === 'GC201' || code === '22023' || code === '23514') {
    return { kind: 'invalid', message };
  }
  return { kind: 'refused', message };
}

export interface SendResult {
  /** What still waits or was refused, in order. */
  items: QueuedContact[];
  /** The ids the server now has. */
  sent: string[];
}

/**
 * Sends what waits, oldest first, and stores what is left after each contact (so a tab closed
 * mid-way resends nothing the server has confirmed). Stops at the first failure that may pass
 * (no network) or an ended session, keeping the order; a refused contact keeps its reason and
 * the next one is tried. A contact whose session had ended is tried again.
 */
export async function sendQueue(
  storage: OutboxStorage,
  sender: Sender,
  online: () => boolean,
): Promise<SendResult> {
  let items = await storage.read();
  const sent: string[] = [];
  const order = [...items].sort((a, b) => a.queuedAt - b.queuedAt);
  for (const item of order) {
    if (item.refusal && item.refusal.kind !== 'signedOut') continue;
    if (!online()) break;
    try {
      await sender.send(item);
      sent.push(item.id);
      items = items.filter((i) => i.id !== item.id);
      await storage.write(items);
    } catch (error) {
      const refusal = await refusalOf(error, item, sender);
      if (!refusal) break;
      items = items.map((i) => (i.id === item.id ? { ...i, refusal } : i));
      await storage.write(items);
      if (refusal.kind === 'signedOut') break;
    }
  }
  return { items, sent };
}

/** The contact as text to copy: what a contractor needs to log it again elsewhere. */
export function contactText(item: QueuedContact): string {
  const i = item.input;
  return [
    `Case: ${item.caseTitle}`,
    `Date: ${i.contact_date ?? ''}`,
    `Type: ${i.contact_type ?? ''}`,
    `With: ${i.contact_with.join(', ')}`,
    `Contact made: ${i.contact_made ? 'yes' : 'attempted'}`,
    `Minutes: ${i.minutes ?? ''}`,
    `Miles: ${i.miles}`,
    `Notes: ${i.notes}`,
  ].join('\n');
}
