import { AppError } from '@/lib/errors';
import {
  contactText,
  sendQueue,
  type CaseNow,
  type OutboxStorage,
  type QueuedContact,
  type Sender,
} from './outbox';

function queued(id: string, queuedAt: number, caseId = 'case-1'): QueuedContact {
  return {
    id,
    userId: 'user-1',
    caseId,
    caseTitle: `Case ${caseId}`,
    input: {
      id,
      caseId,
      contact_date: '2026-11-20',
      contact_type: 'in_person',
      contact_with: ['child'],
      contact_made: true,
      minutes: 50,
      miles: 12.5,
      notes: `Notes of ${id}`,
      follow_up: false,
      expenses: [],
    },
    receipts: [],
    queuedAt,
    refusal: null,
  };
}

/** The device's store in memory. */
function memory(items: QueuedContact[]): OutboxStorage & { items: QueuedContact[] } {
  const store = {
    items,
    read: () => Promise.resolve(store.items),
    write: (next: QueuedContact[]) => {
      store.items = next;
      return Promise.resolve();
    },
  };
  return store;
}

/**
 * A fake server: what it has stored (by id, so a resend overwrites), a network that may be
 * down, an answer that may be lost after the write, and refusals by case.
 */
interface FakeServer {
  stored: Map<string, QueuedContact['input']>;
  calls: string[];
  online: boolean;
  loseNextAnswer: boolean;
  refuse: Map<string, AppError>;
  cases: Map<string, CaseNow | null>;
  sender: Sender;
}

function fakeServer(): FakeServer {
  const server: FakeServer = {
    stored: new Map<string, QueuedContact['input']>(),
    calls: [] as string[],
    online: true,
    loseNextAnswer: false,
    refuse: new Map<string, AppError>(),
    cases: new Map<string, CaseNow | null>(),
    sender: {
      send: (item: QueuedContact): Promise<void> => {
        server.calls.push(item.id);
        if (!server.online) return Promise.reject(new AppError('Failed to fetch'));
        const refusal = server.refuse.get(item.caseId);
        if (refusal) return Promise.reject(refusal);
        server.stored.set(item.id, item.input);
        if (server.loseNextAnswer) {
          server.loseNextAnswer = false;
          return Promise.reject(new AppError('Failed to fetch'));
        }
        return Promise.resolve();
      },
      caseNow: (caseId: string) =>
        Promise.resolve(
          server.cases.has(caseId)
            ? (server.cases.get(caseId) ?? null)
            : { mine: true, completed: false },
        ),
    },
  };
  return server;
}

const rls = () => new AppError('new row violates row-level security policy', { code: '42501' });

describe('sending the outbox', () => {
  it('sends in the order contacts were logged and empties the store', async () => {
    const store = memory([queued('b', 2), queued('a', 1), queued('c', 3)]);
    const server = fakeServer();
    const result = await sendQueue(store, server.sender, () => server.online);
    expect(server.calls).toEqual(['a', 'b', 'c']);
    expect(result.sent).toEqual(['a', 'b', 'c']);
    expect(store.items).toEqual([]);
  });

  it('sends nothing while offline and keeps everything', async () => {
    const store = memory([queued('a', 1)]);
    const server = fakeServer();
    server.online = false;
    const result = await sendQueue(store, server.sender, () => server.online);
    expect(server.calls).toEqual([]);
    expect(result.items.map((i) => i.id)).toEqual(['a']);
  });

  it('stops at a failed send, keeping the order, and resumes from it', async () => {
    const store = memory([queued('a', 1), queued('b', 2)]);
    const server = fakeServer();
    // The network drops during the first send: nothing after it is tried.
    server.online = false;
    await sendQueue(store, server.sender, () => true);
    expect(server.calls).toEqual(['a']);
    expect(store.items.map((i) => [i.id, i.refusal])).toEqual([
      ['a', null],
      ['b', null],
    ]);
    server.online = true;
    await sendQueue(store, server.sender, () => server.online);
    expect(server.calls).toEqual(['a', 'a', 'b']);
    expect(store.items).toEqual([]);
  });

  it('resends after a lost answer and the server holds the contact once', async () => {
    const store = memory([queued('a', 1)]);
    const server = fakeServer();
    server.loseNextAnswer = true;
    await sendQueue(store, server.sender, () => server.online);
    expect(store.items.map((i) => i.id)).toEqual(['a']);
    await sendQueue(store, server.sender, () => server.online);
    expect(server.calls).toEqual(['a', 'a']);
    expect([...server.stored.keys()]).toEqual(['a']);
    expect(store.items).toEqual([]);
  });

  it('keeps a contact on a case reassigned meanwhile as "no longer yours" and sends the rest', async () => {
    const store = memory([queued('a', 1, 'moved'), queued('b', 2)]);
    const server = fakeServer();
    server.refuse.set('moved', rls());
    server.cases.set('moved', null);
    const result = await sendQueue(store, server.sender, () => server.online);
    expect(result.sent).toEqual(['b']);
    expect(store.items).toMatchObject([{ id: 'a', refusal: { kind: 'reassigned' } }]);
    // A refused contact is not sent again by itself.
    await sendQueue(store, server.sender, () => server.online);
    expect(server.calls).toEqual(['a', 'b']);
  });

  it('tells a closed case, a locked period and a refused check apart', async () => {
    const store = memory([
      queued('a', 1, 'closed'),
      queued('b', 2, 'locked'),
      queued('c', 3, 'bad'),
    ]);
    const server = fakeServer();
    server.refuse.set('closed', rls());
    server.cases.set('closed', { mine: true, completed: true });
    server.refuse.set('locked', new AppError('Work dated on or before …', { code: 'GC212' }));
    server.refuse.set('bad', new AppError('Choose the type of contact', { code: 'GC201' }));
    await sendQueue(store, server.sender, () => server.online);
    expect(store.items.map((i) => [i.id, i.refusal?.kind])).toEqual([
      ['a', 'closed'],
      ['b', 'locked'],
      ['c', 'invalid'],
    ]);
  });

  it('waits for a new sign-in when the session has ended, then sends', async () => {
    const store = memory([queued('a', 1), queued('b', 2)]);
    const server = fakeServer();
    server.refuse.set('case-1', new AppError('JWT expired', { code: 'PGRST301' }));
    await sendQueue(store, server.sender, () => server.online);
    // Nothing after the ended session is tried: every later send would be refused the same.
    expect(server.calls).toEqual(['a']);
    expect(store.items.map((i) => i.refusal?.kind ?? null)).toEqual(['signedOut', null]);
    server.refuse.clear();
    await sendQueue(store, server.sender, () => server.online);
    expect(store.items).toEqual([]);
  });

  it('puts a refused contact in words to copy', () => {
    const text = contactText(queued('a', 1));
    expect(text).toContain('Case: Case case-1');
    expect(text).toContain('Miles: 12.5');
    expect(text).toContain('Notes: Notes of a');
  });
});
