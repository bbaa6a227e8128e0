// The court feature's query keys. Every key starts with 'court': a court date write
// invalidates them all, so the case page's list and the dashboard's Upcoming Deadlines
// both show it (they read the same rows through different calls).
import { typed } from '@/lib/query-keys';
import type { CourtDate, CourtHoliday, DeadlineItem, DeadlineRule, DueChange } from './court-api';
import type { HearingTypeRule } from './hearing-type-rules-api';

export const courtKeys = {
  all: ['court'] as const,
  dates: (caseId: string) => typed<CourtDate[]>()(['court', 'dates', caseId] as const),
  /** Keyed by the user: RLS picks whose deadlines. */
  deadlines: (userId: string) => typed<DeadlineItem[]>()(['court', 'deadlines', userId] as const),
  rules: () => typed<DeadlineRule[]>()(['court', 'rules'] as const),
  feed: (userId: string) => typed<string | null>()(['court', 'feed', userId] as const),
  holidays: (year: number) => typed<CourtHoliday[]>()(['court', 'holidays', year] as const),
  dueChanges: () => typed<DueChange[]>()(['court', 'due-changes'] as const),
  hearingTypeRules: () => typed<HearingTypeRule[]>()(['court', 'hearing-type-rules'] as const),
};
