// Open cases for Opportunities; free users get the redacted listing.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { listOpportunities, type Opportunity } from '../api/opportunities-api';
import type { OpportunityFilters } from '../lib/filters';

interface OpportunitiesState {
  items: Opportunity[];
  total: number;
  loading: boolean;
  error: string | null;
  load(filters: OpportunityFilters, redacted: boolean): Promise<void>;
}

export const useOpportunitiesStore = create<OpportunitiesState>()((set) => {
  let latest = 0;
  return {
    items: [],
    total: 0,
    // Loading until the first answer, so no empty state flashes first.
    loading: true,
    error: null,
    async load(filters, redacted) {
      const ticket = ++latest;
      set({ loading: true, error: null });
      try {
        const { items, total } = await listOpportunities(filters, redacted);
        if (ticket === latest) set({ items, total, loading: false });
      } catch (e) {
        if (ticket === latest) set({ error: messageOf(e), loading: false, items: [] });
      }
    },
  };
});
