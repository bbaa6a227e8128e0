// The admin's Applications page: the filtered list, one application with its
// history, and decisions (approve or reject with a reason).
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import {
  getApplication,
  listReviews,
  reviewApplication,
  type Decision,
  type ReviewFilters,
} from '../api/applications-api';
import type { ApplicationKind } from '../lib/options';

/** Only the latest filters' answer shows. */
export const useReviewList = createResource((filters: ReviewFilters) => listReviews(filters), {
  initial: { rows: [], total: 0 },
  keepPrevious: true,
});

export const useApplicationDetail = createResource(
  ({ kind, id }: { kind: ApplicationKind; id: string }) => getApplication(kind, id),
  { initial: null },
);

interface ReviewState {
  deciding: boolean;
  decisionError: string | null;
  /** Shows one application; an earlier decision's failure goes away. */
  open(kind: ApplicationKind, id: string): Promise<void>;
  /** True when recorded; the detail (status and history) is read again. */
  decide(decision: Decision): Promise<boolean>;
}

export const useReviewStore = create<ReviewState>()((set, get) => ({
  deciding: false,
  decisionError: null,
  open(kind, id) {
    set({ decisionError: null });
    return useApplicationDetail.getState().load({ kind, id });
  },
  async decide(decision) {
    const detail = useApplicationDetail.getState().data;
    if (!detail || get().deciding) return false;
    set({ deciding: true, decisionError: null });
    try {
      await reviewApplication(detail.kind, detail.row, decision);
      await useApplicationDetail.getState().reload();
      set({ deciding: false });
      return true;
    } catch (e) {
      set({ deciding: false, decisionError: messageOf(e) });
      return false;
    }
  },
}));
