// The outbox's edge to the server: a queued contact goes up with the same saveContact call
// the form makes (so every field the form sends flows through), its receipts first.
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { CaseNow, QueuedContact, Sender } from '../lib/outbox';
import { receiptPath, type ReceiptType } from '../lib/receipt-files';
import { saveContact } from './contacts-api';

const RECEIPTS = 'receipts';

/**
 * A queued receipt's path is the canonical one with its expense's id in place of the random
 * part: a resend finds it uploaded. Its type was read from its bytes when it was attached.
 */
const queuedReceiptPath = (item: QueuedContact, r: QueuedContact['receipts'][number]) =>
  receiptPath(item.userId, item.id, r.name, r.type as ReceiptType, r.expenseId);

async function uploadOnce(path: string, data: Blob, type: string): Promise<void> {
  const { error } = await supabase.storage
    .from(RECEIPTS)
    .upload(path, data, { contentType: type, upsert: false });
  // Already there: an earlier send uploaded it and lost the answer.
  if (error && !/exists|duplicate/i.test(error.message))
    throw toAppError(error, 'Receipt not uploaded');
}

export const outboxSender: Sender = {
  async send(item: QueuedContact) {
    const { data } = await supabase.auth.getSession();
    if (!data.session) throw toAppError({ code: 'no_session', message: 'Signed out' });
    let input = item.input;
    if (item.receipts.length) {
      // A receipt's folder is its contact's: the contact must exist first (as a draft).
      await saveContact(input, false);
      const paths: Record<string, string> = {};
      for (const r of item.receipts) {
        const path = queuedReceiptPath(item, r);
        await uploadOnce(path, r.data, r.type);
        paths[r.expenseId] = path;
      }
      input = {
        ...input,
        expenses: input.expenses.map((e) => ({
          ...e,
          receipt_path: paths[e.id] ?? e.receipt_path,
        })),
      };
    }
    await saveContact(input, true);
  },

  async caseNow(caseId: string): Promise<CaseNow | null> {
    const [{ data: auth }, { data, error }] = await Promise.all([
      supabase.auth.getSession(),
      supabase.from('cases').select('contractor_id, status').eq('id', caseId).maybeSingle(),
    ]);
    if (error) throw toAppError(error);
    if (!data) return null;
    return {
      mine: data.contractor_id === auth.session?.user.id,
      completed: data.status === 'completed',
    };
  },
};
