// The admin's decisions on an application (approve or reject with a reason); the list
// and the application are queries (api/queries.ts), read again after a decision.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { reviewApplication, type Decision } from '../api/applications-api';
import { applicationKeys } from '../api/keys';
import type { ApplicationKind } from '../lib/options';

interface ReviewState {
  deciding: boolean;
  decisionError: string | null;
  /** Shows one application; an earlier decision's failure goes away. */
  open(): void;
  /** True when recorded; the detail (status and history) and the lists are read again. */
  decide(
    kind: ApplicationKind,
    application: { id: string; version: number },
    decision: Decision,
  ): Promise<boolean>;
}

export const useReviewStore = create<ReviewState>()((set, get) => ({
  deciding: false,
  decisionError: null,
  open() {
    set({ decisionError: null });
  },
  async decide(kind, application, decision) {
    if (get().deciding) return false;
    set({ deciding: true, decisionError: null });
    try {
      await reviewApplication(kind, application, decision);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      set({ deciding: false });
      return true;
    } catch (e) {
      set({ deciding: false, decisionError: messageOf(e) });
      return false;
    }
  },
}));
