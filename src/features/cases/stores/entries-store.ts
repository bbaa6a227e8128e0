// The signed-in contractor's time entries for Time Tracking and Invoices.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { listTimeEntries, type EntryQuery, type TimeEntry } from '../api/time-entries-api';

interface EntriesState {
  entries: TimeEntry[];
  loading: boolean;
  error: string | null;
  load(query: EntryQuery): Promise<void>;
}

export const useEntriesStore = create<EntriesState>()((set) => {
  let latest = 0;
  return {
    entries: [],
    // Loading until the first answer, so no empty state flashes first.
    loading: true,
    error: null,
    async load(query) {
      const ticket = ++latest;
      set({ loading: true, error: null });
      try {
        const entries = await listTimeEntries(query);
        if (ticket === latest) set({ entries, loading: false });
      } catch (e) {
        if (ticket === latest) set({ error: messageOf(e), loading: false });
      }
    },
  };
});
