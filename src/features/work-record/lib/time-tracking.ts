// Time Tracking's grouping: entries by case, with per-case and total hours,
// summed in quarter hours so 0.25 steps never drift.
import { startOfMonthIso, startOfWeekIso } from '@/lib/dates';
import { toQuarters } from '@/lib/money';

export type TimeRange = 'all' | 'week' | 'month';

export interface TrackedEntry {
  id: string;
  case_id: string;
  date: string;
  hours: number;
  description: string;
}

export interface CaseGroup<E extends TrackedEntry> {
  caseId: string;
  title: string;
  entries: E[];
  hours: number;
}

export function rangeStart(range: TimeRange, now = new Date()): string | null {
  if (range === 'week') return startOfWeekIso(now);
  if (range === 'month') return startOfMonthIso(now);
  return null;
}

const quartersOf = (hours: number) => toQuarters(hours) ?? Math.round(hours * 4);

export function sumHours(entries: readonly { hours: number }[]): number {
  return entries.reduce((q, e) => q + quartersOf(e.hours), 0) / 4;
}

/** Groups entries (any order) by case, newest entry first within a case, cases by title. */
export function groupByCase<E extends TrackedEntry>(
  entries: readonly E[],
  titleOf: (entry: E) => string,
): { groups: CaseGroup<E>[]; totalHours: number } {
  const byCase = new Map<string, CaseGroup<E>>();
  for (const e of entries) {
    const g = byCase.get(e.case_id) ?? {
      caseId: e.case_id,
      title: titleOf(e),
      entries: [],
      hours: 0,
    };
    g.entries.push(e);
    byCase.set(e.case_id, g);
  }
  const groups = [...byCase.values()]
    .map((g) => ({
      ...g,
      entries: g.entries.sort((a, b) => b.date.localeCompare(a.date)),
      hours: sumHours(g.entries),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return { groups, totalHours: sumHours(entries) };
}
