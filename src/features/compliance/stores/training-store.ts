// Adding and deleting a person's training records; each change reads the records, the
// standing and the review queue again (api/queries.ts).
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { complianceKeys } from '../api/keys';
import * as api from '../api/training-api';
import type { TrainingInput, TrainingRecord } from '../lib/training';

interface TrainingState {
  /** The last add's or delete's failure, in plain words. */
  error: string | null;
  busy: boolean;
  /** True when the record was saved. */
  add(userId: string, input: TrainingInput, certificate: File | null): Promise<boolean>;
  remove(record: TrainingRecord): Promise<void>;
}

/** The records, the standing they add up to and the review queue read again. */
const reloadMine = () => queryClient.invalidateQueries({ queryKey: complianceKeys.all });

export const useTrainingStore = create<TrainingState>()((set) => ({
  error: null,
  busy: false,
  async add(userId, input, certificate) {
    set({ busy: true, error: null });
    try {
      await api.addTraining(userId, input, certificate);
      await reloadMine();
      set({ busy: false });
      return true;
    } catch (e) {
      set({ busy: false, error: messageOf(e) });
      return false;
    }
  },
  async remove(record) {
    set({ error: null });
    try {
      await api.deleteTraining(record);
      await reloadMine();
    } catch (e) {
      set({ error: messageOf(e) });
    }
  },
}));
