// The case list: one page of cases for the filters in the URL, plus posting
// and accepting. A lost accept race refreshes the list and says so.
import { create } from 'zustand';
import { AppError, messageOf } from '@/lib/errors';
import * as api from '../api/cases-api';
import type { CaseListFilters } from '../lib/filters';

interface CasesState {
  cases: api.CaseWithPeople[];
  total: number;
  loading: boolean;
  /** 'Error loading cases: {message}' (SPEC 8). */
  error: string | null;
  /** A one-off note above the list, e.g. 'This case was already taken'. */
  notice: string | null;
  filters: CaseListFilters | null;
  load(filters: CaseListFilters): Promise<void>;
  accept(id: string): Promise<boolean>;
  create(input: api.NewCase, adminId: string): Promise<api.CaseRow>;
  clearNotice(): void;
}

export const useCasesStore = create<CasesState>()((set, get) => {
  let latest = 0;
  return {
    cases: [],
    total: 0,
    // Loading until the first answer, so no empty state flashes first.
    loading: true,
    error: null,
    notice: null,
    filters: null,

    async load(filters) {
      const ticket = ++latest;
      set({ loading: true, error: null, filters });
      try {
        const { cases, total } = await api.listCases(filters);
        if (ticket === latest) set({ cases, total, loading: false });
      } catch (e) {
        if (ticket === latest) set({ error: messageOf(e), loading: false });
      }
    },

    async accept(id) {
      set({ notice: null });
      try {
        await api.acceptCase(id);
        const filters = get().filters;
        if (filters) await get().load(filters);
        return true;
      } catch (e) {
        const taken = e instanceof AppError && e.code === 'ALREADY_TAKEN';
        set({ notice: taken ? api.ALREADY_TAKEN : messageOf(e) });
        const filters = get().filters;
        if (filters) await get().load(filters);
        return false;
      }
    },

    // The page opens the new case; the list reloads when it is shown again.
    create: (input, adminId) => api.createCase(input, adminId),

    clearNotice() {
      set({ notice: null });
    },
  };
});
