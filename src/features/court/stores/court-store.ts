// Court writes, and the one piece of client state they keep: the new calendar feed URL,
// shown once. Each write invalidates the court keys, so every view of court dates (the
// case page, Upcoming Deadlines, the feed) reads again. Writes return the error to show
// (null when done) so each form explains its own failure.
import { create } from 'zustand';
import { queryClient } from '@/lib/query-client';
import * as api from '../api/court-api';
import { courtKeys } from '../api/keys';
import type { ReportStatus } from '../lib/labels';

async function attempt(work: () => Promise<unknown>) {
  try {
    await work();
    return null;
  } catch (e) {
    return e;
  } finally {
    // A refused write may still have raced another one: read again either way.
    await queryClient.invalidateQueries({ queryKey: courtKeys.all });
  }
}

interface CourtActions {
  /** Adds a hearing to the case, and to the sibling cases given (a sibling group's hearing). */
  add(caseId: string, f: api.CourtDateFields, siblingIds?: readonly string[]): Promise<unknown>;
  update(id: string, f: api.CourtDateFields): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  recordOutcome(id: string, f: api.OutcomeFields): Promise<unknown>;
  setReportStatus(id: string, status: ReportStatus): Promise<unknown>;
  saveRule(category: api.DeadlineRule['category'], f: api.RuleFields): Promise<unknown>;
  /** The new feed URL, shown once, for the user it was made for. */
  feed: { userId: string; url: string } | null;
  resetFeed(userId: string): Promise<unknown>;
  /** A court holiday: added (no id) or changed; each recounts the due dates it touches. */
  saveHoliday(id: string | null, f: api.HolidayFields): Promise<unknown>;
  removeHoliday(id: string): Promise<unknown>;
  /** Stop sharing: no feed, no URL shown. */
  stopFeed(): Promise<unknown>;
}

export const useCourtActions = create<CourtActions>()((set) => ({
  add: (caseId, f, siblingIds) => attempt(() => api.addCourtDate(caseId, f, siblingIds)),
  update: (id, f) => attempt(() => api.updateCourtDate(id, f)),
  remove: (id) => attempt(() => api.deleteCourtDate(id)),
  recordOutcome: (id, f) => attempt(() => api.recordOutcome(id, f)),
  setReportStatus: (id, status) => attempt(() => api.setReportStatus(id, status)),
  saveRule: (category, f) => attempt(() => api.updateDeadlineRule(category, f)),
  feed: null,
  resetFeed: (userId) =>
    attempt(async () => set({ feed: { userId, url: await api.resetCalendarFeed() } })),
  saveHoliday: (id, f) =>
    attempt(() => (id ? api.updateCourtHoliday(id, f) : api.addCourtHoliday(f))),
  removeHoliday: (id) => attempt(() => api.deleteCourtHoliday(id)),
  stopFeed: () =>
    attempt(async () => {
      await api.stopCalendarFeed();
      set({ feed: null });
    }),
}));
