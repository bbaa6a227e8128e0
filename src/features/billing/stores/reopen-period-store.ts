// An admin reopening a contractor's invoiced days, or closing a reopening early: one call
// each, recorded by the database (who, when, why); the invoices and the contractor's
// reopenings are read again.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { invoiceKeys } from '../api/keys';
import * as api from '../api/reopenings-api';

interface ReopenPeriodState {
  busy: boolean;
  error: string | null;
  /** The reopening just recorded, for the page to confirm. */
  done: api.PeriodReopening | null;
  /** The reopening just closed, for the page to confirm. */
  closed: api.PeriodReopening | null;
  reopen(contractorId: string, start: string, end: string, reason: string): Promise<boolean>;
  close(reopeningId: string): Promise<boolean>;
  clear(): void;
}

export const useReopenPeriod = create<ReopenPeriodState>()((set, get) => ({
  busy: false,
  error: null,
  done: null,
  closed: null,
  async reopen(contractorId, start, end, reason) {
    if (get().busy) return false;
    set({ busy: true, error: null, done: null, closed: null });
    try {
      const row = await api.reopenPeriod(contractorId, start, end, reason);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      set({ busy: false, done: row });
      return true;
    } catch (e) {
      set({ busy: false, error: messageOf(e) });
      return false;
    }
  },
  async close(reopeningId) {
    if (get().busy) return false;
    set({ busy: true, error: null, done: null, closed: null });
    try {
      const row = await api.closeReopenedPeriod(reopeningId);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      set({ busy: false, closed: row });
      return true;
    } catch (e) {
      set({ busy: false, error: messageOf(e) });
      return false;
    }
  },
  clear() {
    set({ error: null, done: null, closed: null });
  },
}));
