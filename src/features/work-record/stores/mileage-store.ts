// Admins' changes to the mileage rates; the list reloads after each.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import * as api from '../api/mileage-api';
import { queryClient } from '@/lib/query-client';
import { mileageKeys } from '../api/keys';

interface MileageAdmin {
  busy: boolean;
  error: string | null;
  /** Adds (id null) or corrects a rate; true when saved. */
  save(id: number | null, fields: api.MileageRateFields): Promise<boolean>;
  remove(id: number): Promise<boolean>;
}

export const useMileageAdmin = create<MileageAdmin>()((set) => {
  async function act(work: () => Promise<void>): Promise<boolean> {
    set({ busy: true, error: null });
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: mileageKeys.all });
      set({ busy: false });
      return true;
    } catch (e) {
      const text = messageOf(e);
      set({
        busy: false,
        error: /duplicate key/.test(text) ? 'There is already a rate from that date.' : text,
      });
      return false;
    }
  }
  return {
    busy: false,
    error: null,
    save: (id, fields) =>
      act(() => (id === null ? api.addMileageRate(fields) : api.updateMileageRate(id, fields))),
    remove: (id) => act(() => api.deleteMileageRate(id)),
  };
});
