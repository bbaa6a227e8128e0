// One case on its detail page: what its actions keep on the client (a notice, the accept
// under way and its outcome) and the writes, each invalidating what it touched. The case,
// its time entries, contacts and the assignable contractors are queries (api/queries.ts).
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import * as casesApi from '../api/cases-api';
import * as caseFileApi from '../api/case-file-api';
import {
  entryKeys,
  addTimeEntry,
  deleteTimeEntry,
  updateTimeEntry,
  type TimeEntryFields,
} from '@/features/work-record';
import { caseKeys } from '../api/keys';
import { ACCEPTED } from '../lib/accept';
import type { CaseStatus } from '../lib/filters';

interface DetailState {
  /** The last action's failure, e.g. a status change the database refused. */
  notice: string | null;
  /** An accept under way: the button is busy and a second click sends nothing. */
  accepting: boolean;
  /** What came of Accept Case, shown where its button was. */
  acceptNote: { accepted: boolean; text: string } | null;
  /** Another case is shown: the last one's notes are old news. */
  open(): void;
  accept(id: string): Promise<void>;
  /** Each resolves to true when the change was made. */
  setStatus(id: string, status: CaseStatus): Promise<boolean>;
  assign(id: string, contractorId: string | null): Promise<boolean>;
  setAbuseAllegation(id: string, flag: boolean): Promise<boolean>;
  /** Each returns null when done, or the error (for the form to explain). */
  setCourtFacts(id: string, facts: caseFileApi.CourtFacts): Promise<unknown>;
  closeCase(id: string, orderOn: string, summary: string): Promise<unknown>;
  /** Each returns null when done, or the error (for the form to explain). */
  addEntry(caseId: string, userId: string, f: TimeEntryFields): Promise<unknown>;
  updateEntry(id: string, f: TimeEntryFields): Promise<unknown>;
  deleteEntry(id: string): Promise<unknown>;
}

const reloadCases = () => queryClient.invalidateQueries({ queryKey: caseKeys.all });

export const useCaseDetailStore = create<DetailState>()((set, get) => {
  async function act(work: () => Promise<void>): Promise<boolean> {
    set({ notice: null });
    try {
      await work();
      await reloadCases();
      return true;
    } catch (e) {
      set({ notice: messageOf(e) });
      return false;
    }
  }
  async function caseChange(work: () => Promise<void>): Promise<unknown> {
    try {
      await work();
      await reloadCases();
      return null;
    } catch (e) {
      return e;
    }
  }
  async function entryChange(work: () => Promise<void>): Promise<unknown> {
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: entryKeys.all });
      return null;
    } catch (e) {
      return e;
    }
  }

  return {
    notice: null,
    accepting: false,
    acceptNote: null,

    open() {
      set({ notice: null, acceptNote: null });
    },

    // The winner reads the case again (now theirs, with the time entry form); a lost race
    // leaves it as it was, since the caller may no longer read it.
    async accept(id) {
      if (get().accepting) return;
      set({ accepting: true, acceptNote: null, notice: null });
      try {
        await casesApi.acceptCase(id);
        await reloadCases();
        set({ accepting: false, acceptNote: { accepted: true, text: ACCEPTED } });
      } catch (e) {
        set({ accepting: false, acceptNote: { accepted: false, text: messageOf(e) } });
      }
    },

    setStatus: (id, status) => act(() => casesApi.setCaseStatus(id, status)),
    assign: (id, contractorId) => act(() => casesApi.assignCase(id, contractorId)),
    setAbuseAllegation: (id, flag) => act(() => casesApi.setAbuseAllegation(id, flag)),
    setCourtFacts: (id, facts) => caseChange(() => caseFileApi.setCourtFacts(id, facts)),
    closeCase: (id, orderOn, summary) =>
      caseChange(() => caseFileApi.closeCase(id, orderOn, summary)),

    addEntry: (caseId, userId, f) =>
      entryChange(async () => {
        await addTimeEntry(caseId, userId, f);
      }),
    updateEntry: (entryId, f) => entryChange(() => updateTimeEntry(entryId, f)),
    deleteEntry: (entryId) => entryChange(() => deleteTimeEntry(entryId)),
  };
});
