// Message threads, the open thread and the unread total for the nav badge.
// New messages arrive by polling (the local stack has no Realtime): the open
// page refreshes every POLL_MS while the tab is visible and at once on focus.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { createResource } from '@/lib/resource';
import { messageKeys } from '../api/keys';
import * as api from '../api/messages-api';
import type { Message } from '../api/messages-api';
import { sendableBody } from '../lib/composer';

export const POLL_MS = 10_000;

/** The nav badge's count, read again (whoever is signed in: the key is theirs). */
const reloadUnread = () => queryClient.invalidateQueries({ queryKey: messageKeys.all });

/** The loaded threads; params: how many (a multiple of THREAD_PAGE; "Load more" adds one). */
export const useThreads = createResource((limit: number) => api.listThreads(limit), {
  initial: { threads: [], more: false },
  keepPrevious: true,
});

/** A linked thread that is not among the loaded ones. */
export const useLinkedThread = createResource((caseId: string) => api.getThread(caseId), {
  initial: null,
});

/** The open thread's messages, by case id. */
export const useThread = createResource((caseId: string) => api.listMessages(caseId), {
  initial: [],
  onData: (messages, caseId) => void useMessagesStore.getState().shown(caseId, messages),
});

interface MessagesState {
  /** The last failed send or mark-read. */
  error: string | null;
  sending: boolean;
  /** Opens a thread: loads its messages and marks what was sent to me read. */
  open(caseId: string | null): Promise<void>;
  /** The open thread's messages were shown: what was sent to me is read now. */
  shown(caseId: string, messages: Message[]): Promise<void>;
  /** Re-reads the thread list, the open thread and the unread total. */
  refresh(): Promise<void>;
  /** True when sent (the composer then clears). */
  send(draft: string): Promise<boolean>;
}

export const useMessagesStore = create<MessagesState>()((set, get) => ({
  error: null,
  sending: false,

  async open(caseId) {
    set({ error: null });
    if (caseId) await useThread.getState().load(caseId);
    else useThread.getState().reset();
  },

  async shown(caseId, messages) {
    if (!messages.some((m) => m.read_at === null)) return;
    try {
      if ((await api.markThreadRead(caseId)) > 0) {
        await Promise.all([useThreads.getState().reload(), reloadUnread()]);
      }
    } catch (e) {
      set({ error: messageOf(e) });
    }
  },

  async refresh() {
    await Promise.all([
      useThreads.getState().reload(),
      reloadUnread(),
      useThread.getState().reload(),
    ]);
  },

  async send(draft) {
    const caseId = useThread.getState().params;
    const body = sendableBody(draft);
    if (!caseId || body === null || get().sending) return false;
    set({ sending: true, error: null });
    try {
      const message = await api.sendMessage(caseId, body);
      useThread.getState().update((messages) => [...messages, message], caseId);
      set({ sending: false });
      void useThreads.getState().reload();
      return true;
    } catch (e) {
      set({ sending: false, error: messageOf(e) });
      return false;
    }
  },
}));

/** What went wrong last: a send or mark-read, else reading the thread or the list. */
export function useMessagesError(): string | null {
  const action = useMessagesStore((s) => s.error);
  const thread = useThread((s) => s.error);
  const threads = useThreads((s) => s.error);
  return action ?? thread ?? threads;
}
