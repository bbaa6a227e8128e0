// The messages feature's reads, as the views ask for them. The page reads afresh on every
// visit (staleTime 0) and polls: the local stack has no Realtime.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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

/** The first `limit` threads; the loaded ones stay on screen while more load. */
export const threadsQuery = (limit: number) =>
  queryOptions({
    queryKey: messageKeys.threads(limit),
    queryFn: () => api.listThreads(limit),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const linkedThreadQuery = (caseId: string) =>
  queryOptions({ queryKey: messageKeys.linked(caseId), queryFn: () => api.getThread(caseId) });

export const threadQuery = (caseId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(caseId),
    queryFn: () => api.listMessages(caseId),
    staleTime: 0,
  });
