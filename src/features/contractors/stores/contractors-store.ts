// The directory (query, page of rows), the open contractor's detail, and the
// admin's changes to a contractor (billing rate, deactivation).
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import * as api from '../api/contractors-api';
import type { DirectoryQuery } from '../api/contractors-api';

export const PAGE_SIZE = 20;

export const FIRST_QUERY: DirectoryQuery = {
  search: '',
  sortBy: 'name',
  sortDesc: false,
  page: 1,
  pageSize: PAGE_SIZE,
};

/** One page of the directory; typing fast, only the newest query's answer shows. */
export const useDirectory = createResource((query: DirectoryQuery) => api.listContractors(query), {
  initial: { rows: [], total: 0 },
  keepPrevious: true,
});

export const useContractorDetail = createResource(
  async (id: string) => {
    const [contractor, cases, entries] = await Promise.all([
      api.getContractor(id),
      api.listContractorCases(id),
      api.listRecentEntries(id),
    ]);
    return { contractor, cases, entries };
  },
  { initial: null },
);

interface ContractorsState {
  busy: boolean;
  actionError: string | null;
  /** Changes the query (a new search or sort goes back to page 1) and loads. */
  search(patch: Partial<DirectoryQuery>): Promise<void>;
  setBillingRate(id: string, rate: number): Promise<boolean>;
  setActive(id: string, active: boolean): Promise<boolean>;
}

export const useContractorsStore = create<ContractorsState>()((set) => {
  async function act(work: () => Promise<void>) {
    set({ busy: true, actionError: null });
    try {
      await work();
      set({ busy: false });
      await useContractorDetail.getState().reload();
      return true;
    } catch (e) {
      set({ busy: false, actionError: messageOf(e) });
      return false;
    }
  }

  return {
    busy: false,
    actionError: null,

    search(patch) {
      const resets = 'search' in patch || 'sortBy' in patch || 'sortDesc' in patch;
      const query = {
        ...(useDirectory.getState().params ?? FIRST_QUERY),
        ...(resets ? { page: 1 } : {}),
        ...patch,
      };
      return useDirectory.getState().load(query);
    },

    setBillingRate: (id, rate) => act(() => api.setBillingRate(id, rate)),
    setActive: (id, active) => act(() => api.setActive(id, active)),
  };
});
