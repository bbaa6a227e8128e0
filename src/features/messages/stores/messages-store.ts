// The Messages page's client state and writes: how many threads are loaded, which thread is
// open, a send under way and the last failure. The threads, the open thread and the unread
// total are queries (api/queries.ts); new messages arrive by polling (the local stack has no
// Realtime): the open page refreshes every POLL_MS while the tab is visible and on focus.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { messageKeys } from '../api/keys';
import * as api from '../api/messages-api';
import type { Message } from '../api/messages-api';
import { sendableBody } from '../lib/composer';

export const POLL_MS = 10_000;

/** The threads, the open thread and the badge's count read again. */
const reloadMessages = () => queryClient.invalidateQueries({ queryKey: messageKeys.all });

interface MessagesState {
  /** How many threads are loaded (a multiple of THREAD_PAGE; "Load more" adds one). */
  limit: number;
  /** The open thread's case. */
  caseId: string | null;
  /** The last failed send or mark-read. */
  error: string | null;
  sending: boolean;
  loadMore(): void;
  /** Opens a thread (its messages are a query); an earlier failure goes away. */
  open(caseId: string | null): void;
  /** The open thread's messages were shown: what was sent to me is read now. */
  shown(caseId: string, messages: Message[]): Promise<void>;
  /** Re-reads the thread list, the open thread and the unread total. */
  refresh(): Promise<void>;
  /** True when sent (the composer then clears). */
  send(draft: string): Promise<boolean>;
}

export const useMessagesStore = create<MessagesState>()((set, get) => ({
  limit: api.THREAD_PAGE,
  caseId: null,
  error: null,
  sending: false,

  loadMore() {
    set((s) => ({ limit: s.limit + api.THREAD_PAGE }));
  },

  open(caseId) {
    set({ caseId, error: null });
  },

  async shown(caseId, messages) {
    if (!messages.some((m) => m.read_at === null)) return;
    try {
      if ((await api.markThreadRead(caseId)) > 0) await reloadMessages();
    } catch (e) {
      set({ error: messageOf(e) });
    }
  },

  refresh: reloadMessages,

  async send(draft) {
    const { caseId } = get();
    const body = sendableBody(draft);
    if (!caseId || body === null || get().sending) return false;
    set({ sending: true, error: null });
    try {
      const message = await api.sendMessage(caseId, body);
      // The write's answer is the stored message: it shows at once.
      queryClient.setQueryData(messageKeys.thread(caseId), (messages) => [
        ...(messages ?? []),
        message,
      ]);
      set({ sending: false });
      void queryClient.invalidateQueries({ queryKey: messageKeys.threads(get().limit) });
      return true;
    } catch (e) {
      set({ sending: false, error: messageOf(e) });
      return false;
    }
  },
}));
