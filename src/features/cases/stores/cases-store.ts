// The case list: one page of cases for the filters in the URL, plus posting
// and accepting. Accepting is one request at a time; its outcome is told on
// the case it was about, where the contractor clicked.
import { create } from 'zustand';
import { AppError, messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import * as api from '../api/cases-api';
import { ACCEPTED } from '../lib/accept';
import type { CaseListFilters } from '../lib/filters';

/** One page of cases; its error reads 'Error loading cases: {message}' (SPEC 8). */
export const useCaseList = createResource((filters: CaseListFilters) => api.listCases(filters), {
  initial: { cases: [], total: 0 },
  keepPrevious: true,
});

export interface AcceptOutcome {
  /** The case as it was on screen, and its place in the list: it may leave the list on reload. */
  item: api.CaseWithPeople;
  index: number;
  accepted: boolean;
  text: string;
}

interface CasesState {
  /** The case whose accept is under way: its button is busy and a second click sends nothing. */
  accepting: string | null;
  outcome: AcceptOutcome | null;
  accept(item: api.CaseWithPeople, index: number): Promise<boolean>;
  create(input: api.NewCase, adminId: string): Promise<api.CaseRow>;
  /** Another page of the list, or another visit: the last outcome is old news. */
  forgetOutcome(): void;
}

export const useCasesStore = create<CasesState>()((set, get) => ({
  accepting: null,
  outcome: null,

  async accept(item, index) {
    if (get().accepting) return false;
    set({ accepting: item.id, outcome: null });
    let outcome: AcceptOutcome;
    try {
      await api.acceptCase(item.id);
      outcome = { item, index, accepted: true, text: ACCEPTED };
    } catch (e) {
      const taken = e instanceof AppError && e.code === 'ALREADY_TAKEN';
      outcome = { item, index, accepted: false, text: taken ? api.ALREADY_TAKEN : messageOf(e) };
    }
    await useCaseList.getState().reload();
    set({ accepting: null, outcome });
    return outcome.accepted;
  },

  // The page opens the new case; the list reloads when it is shown again.
  create: (input, adminId) => api.createCase(input, adminId),

  forgetOutcome() {
    set({ outcome: null });
  },
}));
