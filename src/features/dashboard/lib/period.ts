// The dashboard charts' period: this year, the last 12 months (the default), or a custom
// range of days, both ends included. The database refuses a range over 24 months or one
// that ends before it starts; the picker says so first.
import { isoDate } from '@/lib/dates';
import type { ChartPeriod } from '../api/charts-schema';

export type PeriodKind = 'year' | 'last12' | 'custom';

export const PERIOD_CHOICES: readonly { value: PeriodKind; label: string }[] = [
  { value: 'last12', label: 'Last 12 months' },
  { value: 'year', label: 'This year' },
  { value: 'custom', label: 'Custom range' },
];

/** This year: 1 January to today. */
export function thisYear(now = new Date()): ChartPeriod {
  return { from: `${now.getFullYear()}-01-01`, to: isoDate(now) };
}

/** The last 12 months: the first of the month 11 months back to today (12 whole months' bars). */
export function last12Months(now = new Date()): ChartPeriod {
  return { from: isoDate(new Date(now.getFullYear(), now.getMonth() - 11, 1)), to: isoDate(now) };
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeProblem(period: ChartPeriod): string | null {
  if (!ISO.test(period.from) || !ISO.test(period.to)) return 'Enter both dates.';
  if (period.from > period.to) return 'The range must end on or after its first day.';
  const [y, m, d] = period.from.split('-').map(Number) as [number, number, number];
  if (period.to > isoDate(new Date(y + 2, m - 1, d))) return 'Choose a range of 24 months or less.';
  return null;
}

/** "Jan 2026": a month's first day as the axis and the table name it. */
export function monthLabel(iso: string): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return new Date(y, m - 1, 1).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
}

/** "Nov 28": a day as the weekly charts name the week it starts. */
export function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
