// Posting and accepting cases (the list is a query: api/queries.ts). Accepting is one request at a time; its outcome is told on
// the case it was about, where the contractor clicked.
import { create } from 'zustand';
import { AppError, messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { requestKeys } from '@/features/requests';
import * as api from '../api/cases-api';
import { caseKeys } from '../api/keys';
import { ACCEPTED } from '../lib/accept';

/** Every view of cases reads again: the list, opportunities, a case's page. */
const reloadCases = () => queryClient.invalidateQueries({ queryKey: caseKeys.all });

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
    await reloadCases();
    set({ accepting: null, outcome });
    return outcome.accepted;
  },

  // The page opens the new case; the list reads again when it is shown again.
  async create(input, adminId) {
    const row = await api.createCase(input, adminId);
    void reloadCases();
    // A case made from a request converts it: the inbox reads again.
    if (input.requestId) void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    return row;
  },

  forgetOutcome() {
    set({ outcome: null });
  },
}));
