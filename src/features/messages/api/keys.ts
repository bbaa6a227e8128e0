// The messages feature's query keys.
import { typed } from '@/lib/query-keys';

export const messageKeys = {
  all: ['messages'] as const,
  /** The nav badge's unread total; keyed by the user (RLS counts the caller's). */
  unread: (userId: string) => typed<number>()(['messages', 'unread', userId] as const),
};
