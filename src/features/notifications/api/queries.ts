// The notifications feature's reads, as the bell asks for them.
import { queryOptions } from '@tanstack/react-query';
import { notificationKeys } from './keys';
import * as api from './notifications-api';

export const unreadQuery = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.unread(userId), queryFn: () => api.countUnread() });

export const listQuery = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.list(userId), queryFn: () => api.listNotifications() });
