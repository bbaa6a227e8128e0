// The requests feature's reads, as the inbox asks for them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestKeys } from './keys';
import { listRequests, type InboxFilters } from './requests-api';

/** The filtered list; the last one stays on screen (busy) while other filters load. */
export const inboxQuery = (filters: InboxFilters) =>
  queryOptions({
    queryKey: requestKeys.inbox(filters),
    queryFn: () => listRequests(filters),
    placeholderData: keepPreviousData,
  });
