// The requests feature's query keys: the admin inbox, one list per filter, and one request.
import { typed } from '@/lib/query-keys';
import type { GalRequest, InboxFilters, listRequests } from './requests-api';

export const requestKeys = {
  all: ['requests'] as const,
  inbox: (filters: InboxFilters) =>
    typed<Awaited<ReturnType<typeof listRequests>>>()(['requests', 'inbox', filters] as const),
  one: (id: string) => typed<GalRequest>()(['requests', 'one', id] as const),
};
