// The compliance feature's query keys.
import { typed } from '@/lib/query-keys';
import type { VisitsDue } from './visits-api';

export const complianceKeys = {
  all: ['compliance'] as const,
  /** Keyed by the user: RLS picks whose cases. */
  visits: (userId: string) => typed<VisitsDue>()(['compliance', 'visits', userId] as const),
};
