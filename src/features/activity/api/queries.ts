// The activity feature's reads: the log a keyset page at a time, and the error groups.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  listActivity,
  listErrorGroups,
  type ActivityCursor,
  type ActivityFilters,
} from './activity-api';
import { activityKeys } from './keys';

/** Every read is fresh: the log grows while the page is open. */
export const activityQuery = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: activityKeys.log(filters),
    queryFn: ({ pageParam }) => listActivity(filters, pageParam),
    initialPageParam: null as ActivityCursor | null,
    getNextPageParam: (page) => page.next,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const errorGroupsQuery = () =>
  queryOptions({ queryKey: activityKeys.errors(), queryFn: listErrorGroups, staleTime: 0 });
