// The directory's query (the rows are a query: api/queries.ts), and the admin's changes
// to a contractor (billing rate, deactivation, a second-factor reset), which read the
// contractor again.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import * as api from '../api/contractors-api';
import { contractorKeys } from '../api/keys';
import type { DirectoryQuery } from '../api/contractors-api';

export const PAGE_SIZE = 20;

export const FIRST_QUERY: DirectoryQuery = {
  search: '',
  sortBy: 'name',
  sortDesc: false,
  page: 1,
  pageSize: PAGE_SIZE,
};

interface ContractorsState {
  /** The directory as last asked for (first page on a first visit). */
  query: DirectoryQuery;
  busy: boolean;
  actionError: string | null;
  /** Changes the query (a new search or sort goes back to page 1). */
  search(patch: Partial<DirectoryQuery>): void;
  setBillingRate(id: string, rate: number): Promise<boolean>;
  setActive(id: string, active: boolean): Promise<boolean>;
  /** How many second factors were removed, or null when the reset failed. */
  resetSecondFactor(id: string): Promise<number | null>;
}

export const useContractorsStore = create<ContractorsState>()((set, get) => {
  async function act(work: () => Promise<void>) {
    set({ busy: true, actionError: null });
    try {
      await work();
      set({ busy: false });
      await queryClient.invalidateQueries({ queryKey: contractorKeys.all });
      return true;
    } catch (e) {
      set({ busy: false, actionError: messageOf(e) });
      return false;
    }
  }

  return {
    query: FIRST_QUERY,
    busy: false,
    actionError: null,

    search(patch) {
      const resets = 'search' in patch || 'sortBy' in patch || 'sortDesc' in patch;
      set({ query: { ...get().query, ...(resets ? { page: 1 } : {}), ...patch } });
    },

    setBillingRate: (id, rate) => act(() => api.setBillingRate(id, rate)),
    setActive: (id, active) => act(() => api.setActive(id, active)),
    async resetSecondFactor(id) {
      let removed = 0;
      const ok = await act(async () => {
        removed = await api.resetSecondFactor(id);
      });
      return ok ? removed : null;
    },
  };
});
