// Court dates of the open case, Upcoming Deadlines, the deadline rules and the calendar
// feed, each read once and again after a change that touched it. Writes return the
// error to show (null when done) so each form explains its own failure.
import { create } from 'zustand';
import { onCasePageRead } from '@/features/cases';
import { createResource } from '@/lib/resource';
import * as api from '../api/court-api';
import type { ReportStatus } from '../lib/labels';

export const useCourtDates = createResource((caseId: string) => api.listCourtDates(caseId), {
  initial: [],
});
/** Keyed by the user: RLS picks whose deadlines. */
export const useUpcomingDeadlines = createResource((_userId: string) => api.upcomingDeadlines(), {
  initial: [],
});
/** The dashboard home's one request answers the widget (see createResource's prime). */
export const primeUpcomingDeadlines = (userId: string, json: Promise<unknown>) =>
  useUpcomingDeadlines.getState().prime(userId, json.then(api.deadlinesFrom));
export const useDeadlineRules = createResource(() => api.listDeadlineRules(), {
  initial: [],
  keepPrevious: true,
});
export const useCalendarFeed = createResource((_userId: string) => api.calendarFeedCreatedAt(), {
  initial: null,
});

// The case page's one request (case_page(), issue 22) carries the case's court dates and
// the rules: they are this page's first load, not a request of their own.
onCasePageRead((caseId, page) => {
  void useCourtDates.getState().seed(
    caseId,
    page.then((p) => p.courtDates),
  );
  void useDeadlineRules.getState().seed(
    undefined,
    page.then((p) => p.deadlineRules),
  );
});

async function attempt(work: () => Promise<unknown>, after: () => Promise<void>) {
  try {
    await work();
    return null;
  } catch (e) {
    return e;
  } finally {
    await after();
  }
}
/** Reads the case page's court dates again (a report drafted or filed elsewhere moved a status). */
export const reloadCourtDates = () => useCourtDates.getState().reload();
const reloadDates = reloadCourtDates;

interface CourtActions {
  add(caseId: string, f: api.CourtDateFields): Promise<unknown>;
  update(id: string, f: api.CourtDateFields): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  setReportStatus(id: string, status: ReportStatus): Promise<unknown>;
  saveRule(category: api.DeadlineRule['category'], f: api.RuleFields): Promise<unknown>;
  /** The new feed URL, shown once, for the user it was made for. */
  feed: { userId: string; url: string } | null;
  resetFeed(userId: string): Promise<unknown>;
}

export const useCourtActions = create<CourtActions>()((set) => ({
  add: (caseId, f) => attempt(() => api.addCourtDate(caseId, f), reloadDates),
  update: (id, f) => attempt(() => api.updateCourtDate(id, f), reloadDates),
  remove: (id) => attempt(() => api.deleteCourtDate(id), reloadDates),
  setReportStatus: (id, status) => attempt(() => api.setReportStatus(id, status), reloadDates),
  saveRule: (category, f) =>
    attempt(
      () => api.updateDeadlineRule(category, f),
      () => useDeadlineRules.getState().reload(),
    ),
  feed: null,
  resetFeed: (userId) =>
    attempt(
      async () => set({ feed: { userId, url: await api.resetCalendarFeed() } }),
      () => useCalendarFeed.getState().reload(),
    ),
}));
