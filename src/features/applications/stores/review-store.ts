// The admin's Applications page: the filtered list, one application with its
// history, and decisions (approve or reject with a reason).
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import {
  getApplication,
  listReviews,
  reviewApplication,
  type ApplicationDetail,
  type Decision,
  type ReviewFilters,
  type ReviewRow,
} from '../api/applications-api';
import type { ApplicationKind } from '../lib/options';

interface ReviewState {
  rows: ReviewRow[];
  total: number;
  listLoading: boolean;
  listError: string | null;
  detail: ApplicationDetail | null;
  detailError: string | null;
  deciding: boolean;
  decisionError: string | null;
  loadList(filters: ReviewFilters): Promise<void>;
  loadDetail(kind: ApplicationKind, id: string): Promise<void>;
  /** True when recorded; the detail (status and history) is read again. */
  decide(decision: Decision): Promise<boolean>;
}

export const useReviewStore = create<ReviewState>()((set, get) => {
  let listRequest = 0;
  return {
    rows: [],
    total: 0,
    listLoading: false,
    listError: null,
    detail: null,
    detailError: null,
    deciding: false,
    decisionError: null,
    async loadList(filters) {
      const request = ++listRequest;
      set({ listLoading: true, listError: null });
      try {
        const { rows, total } = await listReviews(filters);
        // Only the latest filters' answer shows.
        if (request === listRequest) set({ rows, total, listLoading: false });
      } catch (e) {
        if (request === listRequest) set({ listError: messageOf(e), listLoading: false });
      }
    },
    async loadDetail(kind, id) {
      if (get().detail?.row.id !== id) set({ detail: null });
      set({ detailError: null, decisionError: null });
      try {
        set({ detail: await getApplication(kind, id) });
      } catch (e) {
        set({ detailError: messageOf(e) });
      }
    },
    async decide(decision) {
      const detail = get().detail;
      if (!detail || get().deciding) return false;
      set({ deciding: true, decisionError: null });
      try {
        await reviewApplication(detail.kind, detail.row.id, decision);
        await get().loadDetail(detail.kind, detail.row.id);
        set({ deciding: false });
        return true;
      } catch (e) {
        set({ deciding: false, decisionError: messageOf(e) });
        return false;
      }
    },
  };
});
