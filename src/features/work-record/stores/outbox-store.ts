// The contacts waiting on this device (lib/outbox.ts): the banner's count, each case's
// "waiting to send" list, and when they go: on start, whenever the browser is back online and
// on a timer (a phone may not fire `online` after a tunnel). Sent contacts leave the device's
// store at once; the case's contacts and time entries then read again.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { outboxSender } from '../api/outbox-api';
import { contactKeys, entryKeys } from '../api/keys';
import { outboxStorage, wipeDevice } from '../lib/device-store';
import { sendQueue, type OutboxStorage, type QueuedContact, type Sender } from '../lib/outbox';

/** How often waiting contacts are tried while the app is open. */
export const SEND_EVERY_MS = 30_000;

interface SentContact {
  id: string;
  caseId: string;
}

interface OutboxState {
  userId: string | null;
  items: QueuedContact[];
  /** Sent since the app started: shown as sent on their case. */
  sent: SentContact[];
  online: boolean;
  sending: boolean;
  /** Why the device's store could not be read or written. */
  error: string | null;
  /** Loads this user's waiting contacts and sends them now, on `online` and on a timer. */
  start(userId: string): () => void;
  enqueue(item: QueuedContact): Promise<void>;
  flush(): Promise<void>;
  /** Drops a refused contact once its text is copied. */
  discard(id: string): Promise<void>;
  /** Signing out: the queue and the cached cases leave the device. */
  wipe(): Promise<void>;
}

/** The edges, replaceable in tests (a fake network and a fake store). */
export const outboxDeps: { storage: OutboxStorage; sender: Sender; online: () => boolean } = {
  storage: outboxStorage,
  sender: outboxSender,
  online: () => navigator.onLine,
};

export const useOutbox = create<OutboxState>()((set, get) => {
  let inflight: Promise<void> | null = null;
  const mine = (items: QueuedContact[], userId: string | null) =>
    items.filter((i) => i.userId === userId);

  return {
    userId: null,
    items: [],
    sent: [],
    online: typeof navigator === 'undefined' || navigator.onLine,
    sending: false,
    error: null,

    start(userId) {
      set({ userId, online: outboxDeps.online() });
      void outboxDeps.storage
        .read()
        .then((items) => {
          if (get().userId === userId) set({ items: mine(items, userId) });
        })
        .catch((e: unknown) => set({ error: messageOf(e) }))
        .then(() => get().flush());
      const online = () => {
        set({ online: true });
        void get().flush();
      };
      const offline = () => set({ online: false });
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      const timer = setInterval(() => void get().flush(), SEND_EVERY_MS);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
        clearInterval(timer);
        if (get().userId === userId) set({ userId: null, items: [], sent: [] });
      };
    },

    async enqueue(item) {
      const items = [...(await outboxDeps.storage.read()).filter((i) => i.id !== item.id), item];
      await outboxDeps.storage.write(items);
      set({ items: mine(items, get().userId), error: null });
      void get().flush();
    },

    flush() {
      if (inflight) return inflight;
      const userId = get().userId;
      if (!userId || !get().items.length || !outboxDeps.online()) return Promise.resolve();
      set({ sending: true });
      inflight = (async () => {
        try {
          const before = get().items;
          const { items, sent } = await sendQueue(
            outboxDeps.storage,
            outboxDeps.sender,
            outboxDeps.online,
          );
          if (get().userId !== userId) return;
          const done = before.filter((i) => sent.includes(i.id));
          set({
            items: mine(items, userId),
            sent: [...get().sent, ...done.map((i) => ({ id: i.id, caseId: i.caseId }))],
            error: null,
          });
          if (sent.length) {
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: contactKeys.all }),
              queryClient.invalidateQueries({ queryKey: entryKeys.all }),
            ]);
          }
        } catch (e) {
          set({ error: messageOf(e) });
        } finally {
          inflight = null;
          set({ sending: false });
        }
      })();
      return inflight;
    },

    async discard(id) {
      const items = (await outboxDeps.storage.read()).filter((i) => i.id !== id);
      await outboxDeps.storage.write(items);
      set({ items: mine(items, get().userId) });
    },

    async wipe() {
      await wipeDevice();
      set({ items: [], sent: [] });
    },
  };
});

/** Whether the browser says it is online (kept while the dashboard's outbox runs). */
export const useOnline = () => useOutbox((s) => s.online);
