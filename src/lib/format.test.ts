import { formatDate, formatHours, formatUsd } from './format';

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
});
