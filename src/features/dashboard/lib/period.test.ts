import { customRangeProblem, dayLabel, last12Months, monthLabel, thisYear } from './period';

describe('chart periods', () => {
  const now = new Date(2026, 10, 28); // 28 November 2026, local time

  it('last 12 months: twelve whole months, this one included', () => {
    expect(last12Months(now)).toEqual({ from: '2025-12-01', to: '2026-11-28' });
  });

  it('this year: 1 January to today', () => {
    expect(thisYear(now)).toEqual({ from: '2026-01-01', to: '2026-11-28' });
  });

  it('a custom range the database takes: both days, in order, 24 months at most', () => {
    expect(customRangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(customRangeProblem({ from: '2024-11-28', to: '2026-11-28' })).toBeNull();
    expect(customRangeProblem({ from: '', to: '2026-01-01' })).toBe('Enter both dates.');
    expect(customRangeProblem({ from: '2026-02-01', to: '2026-01-31' })).toBe(
      'The range must end on or after its first day.',
    );
    expect(customRangeProblem({ from: '2024-11-27', to: '2026-11-28' })).toBe(
      'Choose a range of 24 months or less.',
    );
  });

  it('names months and weeks as the charts label them', () => {
    expect(monthLabel('2026-01-01')).toBe('Jan 2026');
    expect(dayLabel('2026-12-05')).toBe('Dec 5');
  });
});
