import { startOfMonthIso, startOfWeekIso } from '@/lib/dates';
import { groupByCase, rangeStart, sumHours } from './time-tracking';

const entry = (id: string, caseId: string, date: string, hours: number) => ({
  id,
  case_id: caseId,
  date,
  hours,
  description: id,
});

describe('time tracking', () => {
  it('groups entries by case with per-case and total hours', () => {
    const titles: Record<string, string> = { a: 'Beta case', b: 'Alpha case' };
    const { groups, totalHours } = groupByCase(
      [
        entry('1', 'a', '2026-11-01', 1.25),
        entry('2', 'b', '2026-11-02', 2),
        entry('3', 'a', '2026-11-03', 0.5),
      ],
      (e) => titles[e.case_id]!,
    );
    expect(groups.map((g) => [g.title, g.hours])).toEqual([
      ['Alpha case', 2],
      ['Beta case', 1.75],
    ]);
    expect(groups[1]!.entries.map((e) => e.id)).toEqual(['3', '1']);
    expect(totalHours).toBe(3.75);
  });

  it('adds quarter hours exactly', () => {
    expect(sumHours(Array.from({ length: 10 }, () => ({ hours: 0.1 * 2.5 })))).toBe(2.5);
  });

  it('starts weeks on Sunday and months on the 1st', () => {
    const wed = new Date(2026, 10, 25); // Wednesday 25 Nov 2026
    expect(startOfWeekIso(wed)).toBe('2026-11-22');
    expect(startOfMonthIso(wed)).toBe('2026-11-01');
    expect(rangeStart('all', wed)).toBeNull();
    expect(rangeStart('week', new Date(2026, 10, 1))).toBe('2026-11-01');
  });
});
