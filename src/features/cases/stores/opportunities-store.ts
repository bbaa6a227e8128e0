// Open cases for Opportunities; free users get the redacted listing.
import { createResource } from '@/lib/resource';
import { listOpportunities } from '../api/opportunities-api';
import type { OpportunityFilters } from '../lib/filters';

export const useOpportunities = createResource(
  ({ filters, redacted }: { filters: OpportunityFilters; redacted: boolean }) =>
    listOpportunities(filters, redacted),
  { initial: { items: [], total: 0 }, keepPrevious: true },
);
