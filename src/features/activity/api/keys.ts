// The activity feature's query keys: the audit log per filter, and the error groups.
import { typed } from '@/lib/query-keys';
import type { ActivityFilters, ErrorGroup } from './activity-api';

export const activityKeys = {
  all: ['activity'] as const,
  log: (filters: ActivityFilters) => ['activity', 'log', filters] as const,
  errors: () => typed<ErrorGroup[]>()(['activity', 'errors'] as const),
};
