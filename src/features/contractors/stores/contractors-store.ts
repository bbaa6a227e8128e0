// The directory (query, page of rows) and the open contractor's detail.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import * as api from '../api/contractors-api';
import type {
  ContractorCase,
  ContractorEntry,
  ContractorRow,
  DirectoryQuery,
} from '../api/contractors-api';

export const PAGE_SIZE = 20;

interface Detail {
  contractor: ContractorRow | null;
  cases: ContractorCase[];
  entries: ContractorEntry[];
}

interface ContractorsState {
  query: DirectoryQuery;
  rows: ContractorRow[];
  total: number;
  loading: boolean;
  error: string | null;
  detail: Detail | null;
  detailError: string | null;
  busy: boolean;
  actionError: string | null;
  /** Changes the query (a new search or sort goes back to page 1) and loads. */
  search(patch: Partial<DirectoryQuery>): Promise<void>;
  loadDetail(id: string): Promise<void>;
  setBillingRate(id: string, rate: number): Promise<boolean>;
  setActive(id: string, active: boolean): Promise<boolean>;
}

export const useContractorsStore = create<ContractorsState>()((set, get) => {
  let latest = 0;

  async function act(id: string, work: () => Promise<void>) {
    set({ busy: true, actionError: null });
    try {
      await work();
      set({ busy: false });
      await get().loadDetail(id);
      return true;
    } catch (e) {
      set({ busy: false, actionError: messageOf(e) });
      return false;
    }
  }

  return {
    query: { search: '', sortBy: 'name', sortDesc: false, page: 1, pageSize: PAGE_SIZE },
    rows: [],
    total: 0,
    loading: false,
    error: null,
    detail: null,
    detailError: null,
    busy: false,
    actionError: null,

    async search(patch) {
      const resets = 'search' in patch || 'sortBy' in patch || 'sortDesc' in patch;
      const query = { ...get().query, ...(resets ? { page: 1 } : {}), ...patch };
      const ticket = ++latest;
      set({ query, loading: true, error: null });
      try {
        const page = await api.listContractors(query);
        // Typing fast: only the newest answer counts.
        if (ticket === latest) set({ ...page, loading: false });
      } catch (e) {
        if (ticket === latest) set({ loading: false, error: messageOf(e) });
      }
    },

    async loadDetail(id) {
      if (get().detail?.contractor?.id !== id) set({ detail: null });
      set({ detailError: null });
      try {
        const [contractor, cases, entries] = await Promise.all([
          api.getContractor(id),
          api.listContractorCases(id),
          api.listRecentEntries(id),
        ]);
        set({ detail: { contractor, cases, entries } });
      } catch (e) {
        set({ detailError: messageOf(e) });
      }
    },

    setBillingRate: (id, rate) => act(id, () => api.setBillingRate(id, rate)),
    setActive: (id, active) => act(id, () => api.setActive(id, active)),
  };
});
