// Message threads, the open thread and the unread total for the nav badge.
// New messages arrive by polling (the local stack has no Realtime): the open
// page refreshes every POLL_MS while the tab is visible and at once on focus.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import * as api from '../api/messages-api';
import type { Message, Thread } from '../api/messages-api';
import { sendableBody } from '../lib/composer';

export const POLL_MS = 10_000;

interface MessagesState {
  threads: Thread[];
  threadsLoaded: boolean;
  openCaseId: string | null;
  messages: Message[];
  unread: number;
  error: string | null;
  sending: boolean;
  loadThreads(): Promise<void>;
  /** Opens a thread: loads its messages and marks what was sent to me read. */
  open(caseId: string | null): Promise<void>;
  /** Re-reads the thread list, the open thread and the unread total. */
  refresh(): Promise<void>;
  refreshUnread(): Promise<void>;
  /** True when sent (the composer then clears). */
  send(draft: string): Promise<boolean>;
}

export const useMessagesStore = create<MessagesState>()((set, get) => {
  async function loadOpenThread(caseId: string) {
    const messages = await api.listMessages(caseId);
    if (get().openCaseId !== caseId) return;
    set({ messages });
    const hasUnread = messages.some((m) => m.read_at === null);
    if (hasUnread && (await api.markThreadRead(caseId)) > 0) {
      await Promise.all([get().loadThreads(), get().refreshUnread()]);
    }
  }

  return {
    threads: [],
    threadsLoaded: false,
    openCaseId: null,
    messages: [],
    unread: 0,
    error: null,
    sending: false,

    async loadThreads() {
      try {
        set({ threads: await api.listThreads(), threadsLoaded: true, error: null });
      } catch (e) {
        set({ threadsLoaded: true, error: messageOf(e) });
      }
    },

    async open(caseId) {
      set({ openCaseId: caseId, messages: [], error: null });
      if (!caseId) return;
      try {
        await loadOpenThread(caseId);
      } catch (e) {
        set({ error: messageOf(e) });
      }
    },

    async refresh() {
      const caseId = get().openCaseId;
      try {
        await Promise.all([
          get().loadThreads(),
          get().refreshUnread(),
          caseId ? loadOpenThread(caseId) : null,
        ]);
      } catch (e) {
        set({ error: messageOf(e) });
      }
    },

    async refreshUnread() {
      try {
        set({ unread: await api.unreadCount() });
      } catch (e) {
        // The badge is a hint; a failed count keeps the last one.
        console.error('Could not count unread messages', e);
      }
    },

    async send(draft) {
      const caseId = get().openCaseId;
      const body = sendableBody(draft);
      if (!caseId || body === null || get().sending) return false;
      set({ sending: true, error: null });
      try {
        const message = await api.sendMessage(caseId, body);
        if (get().openCaseId === caseId) set({ messages: [...get().messages, message] });
        set({ sending: false });
        void get().loadThreads();
        return true;
      } catch (e) {
        set({ sending: false, error: messageOf(e) });
        return false;
      }
    },
  };
});
