// Admins' training review: one status's records, and decisions on them.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { complianceKeys } from '../api/keys';
import { reviewTraining } from '../api/training-api';
import type { TrainingStatus } from '../lib/training';

interface ReviewState {
  /** The record whose decision is being sent. */
  busyId: string | null;
  /** The last decision's failure, with the record it was about. */
  error: { id: string; message: string } | null;
  /** True when the decision was recorded. */
  decide(
    record: { id: string; version: number },
    decision: TrainingStatus,
    reason: string | null,
  ): Promise<boolean>;
}

export const useReviewStore = create<ReviewState>()((set) => ({
  busyId: null,
  error: null,
  async decide(record, decision, reason) {
    const id = record.id;
    set({ busyId: id, error: null });
    try {
      await reviewTraining(record, decision, reason);
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
      set({ busyId: null });
      return true;
    } catch (e) {
      set({ busyId: null, error: { id, message: messageOf(e) } });
      return false;
    }
  },
}));
