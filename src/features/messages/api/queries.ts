// The messages feature's reads, as the views ask for them.
import { queryOptions } from '@tanstack/react-query';
import { messageKeys } from './keys';
import * as api from './messages-api';

/** The badge is a hint: a failed count is logged and the last one stays. */
export const unreadQuery = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.unread(userId),
    queryFn: () =>
      api.unreadCount().catch((e: unknown) => {
        console.error('Could not count unread messages', e);
        throw e;
      }),
  });
