// The applications feature's reads, as the views ask for them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApplicationKind } from '../lib/options';
import {
  getApplication,
  listMySubmissions,
  listReviews,
  type ReviewFilters,
} from './applications-api';
import { applicationKeys } from './keys';

export const mySubmissionsQuery = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.mine(userId),
    queryFn: () => listMySubmissions(userId),
  });

/** The review list; the last page stays on screen while other filters load. */
export const reviewsQuery = (filters: ReviewFilters) =>
  queryOptions({
    queryKey: applicationKeys.reviews(filters),
    queryFn: () => listReviews(filters),
    placeholderData: keepPreviousData,
  });

export const applicationQuery = (kind: ApplicationKind, id: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(kind, id),
    queryFn: () => getApplication(kind, id),
  });
