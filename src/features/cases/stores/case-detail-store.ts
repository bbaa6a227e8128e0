// One case on its detail page: the case with names and history, its time entries
// and, for admins, the contractors it can be handed to, each read once and read
// again after a change that touched it.
import { create } from 'zustand';
import { AppError, messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import * as casesApi from '../api/cases-api';
import * as entriesApi from '../api/time-entries-api';
import type { CaseStatus } from '../lib/filters';

export const useCaseRecord = createResource((id: string) => casesApi.getCase(id), {
  initial: null,
});
export const useCaseEntries = createResource(
  (caseId: string) => entriesApi.listTimeEntries({ caseId }),
  { initial: [] },
);
export const useAssignableContractors = createResource(() => casesApi.listContractors(), {
  initial: [],
  keepPrevious: true,
});

interface DetailState {
  /** The last action's failure, e.g. 'This case was already taken'. */
  notice: string | null;
  open(id: string, options: { withEntries: boolean; withContractors: boolean }): Promise<void>;
  accept(): Promise<void>;
  setStatus(status: CaseStatus): Promise<void>;
  assign(contractorId: string | null): Promise<void>;
  setAbuseAllegation(flag: boolean): Promise<void>;
  /** Each returns null when done, or the error (for the form to explain). */
  addEntry(userId: string, f: entriesApi.TimeEntryFields): Promise<unknown>;
  updateEntry(id: string, f: entriesApi.TimeEntryFields): Promise<unknown>;
  deleteEntry(id: string): Promise<unknown>;
}

const openCaseId = () => useCaseRecord.getState().params;
const reloadCase = () => useCaseRecord.getState().reload();

export const useCaseDetailStore = create<DetailState>()((set) => {
  async function act(work: (id: string) => Promise<void>) {
    const id = openCaseId();
    if (!id) return;
    set({ notice: null });
    try {
      await work(id);
    } catch (e) {
      set({ notice: messageOf(e) });
    }
  }
  async function entryChange(work: () => Promise<void>): Promise<unknown> {
    try {
      await work();
      await useCaseEntries.getState().reload();
      return null;
    } catch (e) {
      return e;
    }
  }

  return {
    notice: null,

    async open(id, options) {
      set({ notice: null });
      const entries = useCaseEntries.getState();
      if (!options.withEntries) entries.reset();
      await Promise.all([
        useCaseRecord.getState().load(id),
        options.withEntries ? entries.load(id) : null,
        options.withContractors ? useAssignableContractors.getState().load() : null,
      ]);
    },

    // A lost race throws 'This case was already taken'; the case reloads either way.
    accept: () =>
      act(async (id) => {
        try {
          await casesApi.acceptCase(id);
        } finally {
          await reloadCase();
        }
      }),

    setStatus: (status) =>
      act(async (id) => {
        await casesApi.setCaseStatus(id, status);
        await reloadCase();
      }),

    assign: (contractorId) =>
      act(async (id) => {
        await casesApi.assignCase(id, contractorId);
        await reloadCase();
      }),

    setAbuseAllegation: (flag) =>
      act(async (id) => {
        await casesApi.setAbuseAllegation(id, flag);
        await reloadCase();
      }),

    addEntry: (userId, f) =>
      entryChange(async () => {
        const id = openCaseId();
        if (!id) throw new AppError('No case selected');
        await entriesApi.addTimeEntry(id, userId, f);
      }),
    updateEntry: (entryId, f) => entryChange(() => entriesApi.updateTimeEntry(entryId, f)),
    deleteEntry: (entryId) => entryChange(() => entriesApi.deleteTimeEntry(entryId)),
  };
});
