import { formatDate, formatHours, formatHoursLabel, formatRate, formatUsd, plural } from './format';

describe('formatting for people', () => {
  it('formats USD and hours for people', () => {
    expect(formatUsd(14625)).toBe('$146.25');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatHours(3.25)).toBe('3.25');
    expect(formatHours(2)).toBe('2');
  });

  it('shows a calendar date as that day wherever the browser is', () => {
    expect(formatDate('2026-11-23')).toBe('Nov 23, 2026');
  });

  it('writes every rate with cents and every count with the right word', () => {
    expect(formatRate(38.5)).toBe('$38.50/hour');
    expect(formatRate(45)).toBe('$45.00/hour');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(2, 'entry', 'entries')).toBe('2 entries');
    expect(plural(0, 'entry', 'entries')).toBe('0 entries');
    expect(formatHoursLabel(1)).toBe('1 hour');
    expect(formatHoursLabel(0.5)).toBe('0.5 hours');
    expect(formatHoursLabel(3.25)).toBe('3.25 hours');
  });
});
