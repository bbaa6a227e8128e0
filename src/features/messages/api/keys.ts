// The messages feature's query keys. A send or a mark-read invalidates 'messages': the
// threads, the open thread and the badge's count read again.
import { typed } from '@/lib/query-keys';
import type { Message, Thread, ThreadPage } from './messages-api';

export const messageKeys = {
  all: ['messages'] as const,
  /** The nav badge's unread total; keyed by the user (RLS counts the caller's). */
  unread: (userId: string) => typed<number>()(['messages', 'unread', userId] as const),
  /** The loaded threads: how many (a multiple of THREAD_PAGE; "Load more" adds one). */
  threads: (limit: number) => typed<ThreadPage>()(['messages', 'threads', limit] as const),
  /** A linked thread that is not among the loaded ones. */
  linked: (caseId: string) => typed<Thread | null>()(['messages', 'linked', caseId] as const),
  /** The open thread's messages. */
  thread: (caseId: string) => typed<Message[]>()(['messages', 'thread', caseId] as const),
};
