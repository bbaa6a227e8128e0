// The requests feature's query keys: the admin inbox, one list per filter.
import { typed } from '@/lib/query-keys';
import type { InboxFilters, listRequests } from './requests-api';

export const requestKeys = {
  all: ['requests'] as const,
  inbox: (filters: InboxFilters) =>
    typed<Awaited<ReturnType<typeof listRequests>>>()(['requests', 'inbox', filters] as const),
};
