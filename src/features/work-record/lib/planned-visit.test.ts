import { describe, expect, it } from 'vitest';
import { plannedWhen, soonestPlanByCase, wallClock } from './planned-visit';
import type { PlannedVisit } from '../api/planned-visits-api';

const plan = (o: Partial<PlannedVisit>): PlannedVisit => ({
  id: 'p',
  case_id: 'c',
  planned_on: '2026-12-03',
  planned_time: null,
  with_whom: 'Maya',
  fulfilled_on: null,
  case: null,
  ...o,
});

describe('planned visits', () => {
  it('read as the day, with the wall-clock time when there is one', () => {
    expect(plannedWhen(plan({}))).toBe('3 Dec');
    expect(plannedWhen(plan({ planned_time: '16:00:00' }))).toBe('3 Dec, 4:00 PM');
    expect(wallClock('00:30')).toBe('12:30 AM');
    expect(wallClock('12:05:00')).toBe('12:05 PM');
  });
  it('keep the soonest open plan per case', () => {
    const soonest = soonestPlanByCase([
      plan({ id: 'late', planned_on: '2026-12-09' }),
      plan({ id: 'soon', planned_on: '2026-12-03' }),
      plan({ id: 'done', planned_on: '2026-12-01', fulfilled_on: '2026-12-01' }),
      plan({ id: 'other', case_id: 'd' }),
    ]);
    expect(soonest.get('c')?.id).toBe('soon');
    expect(soonest.get('d')?.id).toBe('other');
  });
});
