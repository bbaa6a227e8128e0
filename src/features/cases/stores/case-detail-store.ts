// One case on its detail page: the case with names and history (one request),
// its time entries (one request) and, for admins, the contractors it can be
// handed to. Every change reloads what it touched.
import { create } from 'zustand';
import { AppError, messageOf } from '@/lib/errors';
import * as casesApi from '../api/cases-api';
import * as entriesApi from '../api/time-entries-api';
import type { CaseStatus } from '../lib/filters';

interface DetailState {
  id: string | null;
  detail: casesApi.CaseDetail | null;
  entries: entriesApi.TimeEntry[];
  contractors: casesApi.Person[];
  loading: boolean;
  error: string | null;
  notice: string | null;
  open(id: string, options: { withEntries: boolean; withContractors: boolean }): Promise<void>;
  accept(): Promise<void>;
  setStatus(status: CaseStatus): Promise<void>;
  assign(contractorId: string | null): Promise<void>;
  /** Each returns null when done, or the error (for the form to explain). */
  addEntry(userId: string, f: entriesApi.TimeEntryFields): Promise<unknown>;
  updateEntry(id: string, f: entriesApi.TimeEntryFields): Promise<unknown>;
  deleteEntry(id: string): Promise<unknown>;
}

export const useCaseDetailStore = create<DetailState>()((set, get) => {
  async function reloadCase() {
    const id = get().id;
    if (!id) return;
    const detail = await casesApi.getCase(id);
    if (get().id === id) set({ detail });
  }
  async function reloadEntries() {
    const id = get().id;
    if (!id) return;
    const entries = await entriesApi.listTimeEntries({ caseId: id });
    if (get().id === id) set({ entries });
  }
  async function act(work: () => Promise<void>) {
    set({ notice: null });
    try {
      await work();
    } catch (e) {
      set({ notice: messageOf(e) });
    }
  }
  async function entryChange(work: () => Promise<void>): Promise<unknown> {
    try {
      await work();
      await reloadEntries();
      return null;
    } catch (e) {
      return e;
    }
  }

  return {
    id: null,
    detail: null,
    entries: [],
    contractors: [],
    loading: false,
    error: null,
    notice: null,

    async open(id, options) {
      set({ id, detail: null, entries: [], loading: true, error: null, notice: null });
      try {
        const [detail, entries, contractors] = await Promise.all([
          casesApi.getCase(id),
          options.withEntries ? entriesApi.listTimeEntries({ caseId: id }) : [],
          options.withContractors ? casesApi.listContractors() : [],
        ]);
        if (get().id === id) set({ detail, entries, contractors, loading: false });
      } catch (e) {
        if (get().id === id) set({ error: messageOf(e), loading: false });
      }
    },

    // A lost race throws 'This case was already taken'; the case reloads either way.
    accept: () =>
      act(async () => {
        const id = get().id;
        if (!id) return;
        try {
          await casesApi.acceptCase(id);
        } finally {
          await reloadCase();
        }
      }),

    setStatus: (status) =>
      act(async () => {
        const id = get().id;
        if (!id) return;
        await casesApi.setCaseStatus(id, status);
        await reloadCase();
      }),

    assign: (contractorId) =>
      act(async () => {
        const id = get().id;
        if (!id) return;
        await casesApi.assignCase(id, contractorId);
        await reloadCase();
      }),

    addEntry: (userId, f) =>
      entryChange(async () => {
        const id = get().id;
        if (!id) throw new AppError('No case selected');
        await entriesApi.addTimeEntry(id, userId, f);
      }),
    updateEntry: (entryId, f) => entryChange(() => entriesApi.updateTimeEntry(entryId, f)),
    deleteEntry: (entryId) => entryChange(() => entriesApi.deleteTimeEntry(entryId)),
  };
});
