// One case on its detail page: the case with names and history, its time entries,
// its contacts and, for admins, the contractors it can be handed to. The first load
// is one request (case_page(), issue 22) that seeds each of them; each is read
// again on its own after a change that touched it.
import { create } from 'zustand';
import { AppError, messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import { getCasePage } from '../api/case-page-api';
import * as casesApi from '../api/cases-api';
import {
  addTimeEntry,
  deleteTimeEntry,
  updateTimeEntry,
  useCaseContacts,
  useCaseEntries,
  type TimeEntryFields,
} from '@/features/work-record';
import { ACCEPTED } from '../lib/accept';
import { announceCasePageRead } from '../lib/case-page-read';
import type { CaseStatus } from '../lib/filters';

export const useCaseRecord = createResource((id: string) => casesApi.getCase(id), {
  initial: null,
});
export const useAssignableContractors = createResource(() => casesApi.listContractors(), {
  initial: [],
  keepPrevious: true,
});

interface DetailState {
  /** The last action's failure, e.g. a status change the database refused. */
  notice: string | null;
  /** An accept under way: the button is busy and a second click sends nothing. */
  accepting: boolean;
  /** What came of Accept Case, shown where its button was. */
  acceptNote: { accepted: boolean; text: string } | null;
  open(id: string, options: { withContractors: boolean }): Promise<void>;
  accept(): Promise<void>;
  /** Each resolves to true when the change was made. */
  setStatus(status: CaseStatus): Promise<boolean>;
  assign(contractorId: string | null): Promise<boolean>;
  setAbuseAllegation(flag: boolean): Promise<boolean>;
  /** Each returns null when done, or the error (for the form to explain). */
  addEntry(userId: string, f: TimeEntryFields): Promise<unknown>;
  updateEntry(id: string, f: TimeEntryFields): Promise<unknown>;
  deleteEntry(id: string): Promise<unknown>;
}

const openCaseId = () => useCaseRecord.getState().params;
const reloadCase = () => useCaseRecord.getState().reload();

export const useCaseDetailStore = create<DetailState>()((set, get) => {
  async function act(work: (id: string) => Promise<void>): Promise<boolean> {
    const id = openCaseId();
    if (!id) return false;
    set({ notice: null });
    try {
      await work(id);
      return true;
    } catch (e) {
      set({ notice: messageOf(e) });
      return false;
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
    accepting: false,
    acceptNote: null,

    async open(id, options) {
      set({ notice: null, acceptNote: null });
      const page = getCasePage(id, options.withContractors);
      announceCasePageRead(id, page);
      await Promise.all([
        useCaseRecord.getState().seed(
          id,
          page.then((p) => p.case),
        ),
        useCaseEntries.getState().seed(
          id,
          page.then((p) => p.entries),
        ),
        useCaseContacts.getState().seed(
          id,
          page.then((p) => p.contacts),
        ),
        options.withContractors
          ? useAssignableContractors.getState().seed(
              undefined,
              page.then((p) => p.contractors ?? []),
            )
          : null,
      ]);
    },

    // The winner reloads the case (now theirs, with the time entry form); a lost race
    // leaves it as it was, since the caller may no longer read it.
    async accept() {
      const id = openCaseId();
      if (!id || get().accepting) return;
      set({ accepting: true, acceptNote: null, notice: null });
      try {
        await casesApi.acceptCase(id);
        await reloadCase();
        set({ accepting: false, acceptNote: { accepted: true, text: ACCEPTED } });
      } catch (e) {
        set({ accepting: false, acceptNote: { accepted: false, text: messageOf(e) } });
      }
    },

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
        await addTimeEntry(id, userId, f);
      }),
    updateEntry: (entryId, f) => entryChange(() => updateTimeEntry(entryId, f)),
    deleteEntry: (entryId) => entryChange(() => deleteTimeEntry(entryId)),
  };
});
