// The case list: one page of cases for the filters in the URL, plus posting
// and accepting. A lost accept race refreshes the list and says so.
import { create } from 'zustand';
import { AppError, messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import * as api from '../api/cases-api';
import type { CaseListFilters } from '../lib/filters';

/** One page of cases; its error reads 'Error loading cases: {message}' (SPEC 8). */
export const useCaseList = createResource((filters: CaseListFilters) => api.listCases(filters), {
  initial: { cases: [], total: 0 },
  keepPrevious: true,
});

interface CasesState {
  /** A one-off note above the list, e.g. 'This case was already taken'. */
  notice: string | null;
  accept(id: string): Promise<boolean>;
  create(input: api.NewCase, adminId: string): Promise<api.CaseRow>;
  clearNotice(): void;
}

export const useCasesStore = create<CasesState>()((set) => ({
  notice: null,

  async accept(id) {
    set({ notice: null });
    try {
      await api.acceptCase(id);
      return true;
    } catch (e) {
      const taken = e instanceof AppError && e.code === 'ALREADY_TAKEN';
      set({ notice: taken ? api.ALREADY_TAKEN : messageOf(e) });
      return false;
    } finally {
      await useCaseList.getState().reload();
    }
  },

  // The page opens the new case; the list reloads when it is shown again.
  create: (input, adminId) => api.createCase(input, adminId),

  clearNotice() {
    set({ notice: null });
  },
}));
