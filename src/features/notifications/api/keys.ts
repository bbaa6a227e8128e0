// The notifications feature's query keys. Keyed by the user (RLS picks the rows): another
// user's never show, even for a moment.
import { typed } from '@/lib/query-keys';
import type { Notification } from './notifications-api';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: string) => typed<number>()(['notifications', 'unread', userId] as const),
  list: (userId: string) => typed<Notification[]>()(['notifications', 'list', userId] as const),
};
