// What the contacts timeline does: delete
// a contact, fetch a receipt (the case's contacts are a query: api/queries.ts).
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import * as api from '../api/contacts-api';
import { saveFile } from '@/lib/save-file';
import { queryClient } from '@/lib/query-client';
import { contactKeys, entryKeys } from '../api/keys';

interface TimelineState {
  /** The last action's outcome or failure, shown above the timeline. */
  notice: { text: string; error: boolean } | null;
  say(text: string): void;
  remove(contact: api.Contact): Promise<void>;
  receipt(path: string): Promise<void>;
}

export const useContactTimeline = create<TimelineState>()((set) => ({
  notice: null,
  say: (text) => set({ notice: { text, error: false } }),

  async remove(contact) {
    set({ notice: null });
    try {
      await api.deleteContact(contact.id);
      const receipts = contact.contact_expenses.flatMap((e) => e.receipt_path ?? []);
      void api.removeReceipts(receipts).catch(() => undefined);
      // A draft has no time entry yet: say only what went.
      const text =
        contact.status === 'draft' ? 'Draft deleted.' : 'Contact deleted, with its time entry.';
      set({ notice: { text, error: false } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: entryKeys.all }),
      ]);
    } catch (e) {
      set({ notice: { text: messageOf(e), error: true } });
    }
  },

  async receipt(path) {
    try {
      saveFile(await api.downloadReceipt(path), path.split('/').at(-1) ?? 'receipt');
    } catch (e) {
      set({ notice: { text: messageOf(e), error: true } });
    }
  },
}));
