// How a planned visit reads: "3 Dec" or "3 Dec, 4:00 PM" (its time is a wall-clock time
// in the case's court zone, shown as typed), and the soonest open plan per case.
import type { PlannedVisit } from '../api/planned-visits-api';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'HH:MM[:SS]' as '4:00 PM'. */
export function wallClock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export function plannedWhen(plan: Pick<PlannedVisit, 'planned_on' | 'planned_time'>): string {
  const date = day.format(new Date(`${plan.planned_on}T00:00:00Z`));
  return plan.planned_time ? `${date}, ${wallClock(plan.planned_time)}` : date;
}

/** Each case's soonest open plan, by case id. */
export function soonestPlanByCase(plans: readonly PlannedVisit[]): Map<string, PlannedVisit> {
  const soonest = new Map<string, PlannedVisit>();
  for (const p of plans) {
    const known = soonest.get(p.case_id);
    if (p.fulfilled_on === null && (!known || p.planned_on < known.planned_on))
      soonest.set(p.case_id, p);
  }
  return soonest;
}
