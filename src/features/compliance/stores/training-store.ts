// A person's training: standing, records and eligibility, each read once and read
// again after a change that touches it; adding and deleting records.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import * as eligibilityApi from '../api/eligibility-api';
import * as api from '../api/training-api';
import type { TrainingInput, TrainingRecord } from '../lib/training';

export const useStanding = createResource((userId: string) => api.getStanding(userId), {
  initial: null,
});
export const useTrainingRecords = createResource((userId: string) => api.listTraining(userId), {
  initial: [],
});
export const useEligibility = createResource(
  (userId: string) => eligibilityApi.getEligibility(userId),
  { initial: null },
);

interface TrainingState {
  /** The last add's or delete's failure, in plain words. */
  error: string | null;
  busy: boolean;
  /** True when the record was saved. */
  add(userId: string, input: TrainingInput, certificate: File | null): Promise<boolean>;
  remove(record: TrainingRecord): Promise<void>;
}

async function reloadMine() {
  await Promise.all([useTrainingRecords.getState().reload(), useStanding.getState().reload()]);
}

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
