// What this device keeps for logging with no network, in IndexedDB (idb-keyval's one
// database, 'keyval-store'): the contacts waiting to send (with their receipt files) and the
// contractor's loggable cases as last seen, titles and counties only. Nothing else of a case
// and no other user's data. Signing out wipes both.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { OutboxStorage, QueuedContact } from './outbox';

const OUTBOX = 'outbox';
const CASES = 'loggable-cases';

/** A case the contractor may log on, as last seen: enough to find it and log a contact. */
export interface LoggableCase {
  id: string;
  title: string;
  county: string | null;
  /** The case's creation day: no contact before it. */
  created: string;
}

let store: UseStore | undefined;
/** Opened on first use: a page that never logs offline never opens the database. */
const db = () => (store ??= createStore('gal-offline', 'device'));
/** A browser without IndexedDB (a private mode, a test's DOM) keeps nothing. */
const hasDb = () => typeof indexedDB !== 'undefined';

export const outboxStorage: OutboxStorage = {
  read: async () => (hasDb() ? ((await get<QueuedContact[]>(OUTBOX, db())) ?? []) : []),
  write: async (items) => {
    if (!hasDb()) throw new Error('This browser cannot keep contacts offline');
    await (items.length ? set(OUTBOX, items, db()) : del(OUTBOX, db()));
  },
};

export async function readLoggableCases(userId: string): Promise<LoggableCase[]> {
  if (!hasDb()) return [];
  const saved = await get<{ userId: string; cases: LoggableCase[] }>(CASES, db());
  return saved?.userId === userId ? saved.cases : [];
}

/**
 * Keeps the cases a read showed: those now the contractor's to log on replace their old copy,
 * those `seen` but no longer theirs leave.
 */
export async function rememberLoggableCases(
  userId: string,
  loggable: LoggableCase[],
  seen: readonly string[],
): Promise<void> {
  if (!hasDb()) return;
  const before = await readLoggableCases(userId);
  const kept = before.filter((c) => !seen.includes(c.id) && !loggable.some((l) => l.id === c.id));
  await set(CASES, { userId, cases: [...loggable, ...kept] }, db());
}

/** Signing out: nothing of this user stays on the device. */
export async function wipeDevice(): Promise<void> {
  if (!hasDb()) return;
  await Promise.all([del(OUTBOX, db()), del(CASES, db())]);
}
