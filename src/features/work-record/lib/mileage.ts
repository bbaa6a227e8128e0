// Trips in integer cents: miles (one decimal) x the rate in force on the trip's date
// (cents a mile, one decimal), rounded half up, as the database prices invoice lines.
import { formatUsd } from '@/lib/format';

export interface RateRow {
  effective_from: string;
  cents_per_mile: number;
}

/** The rate in force on a date: the latest one from that date or before; null if none. */
export function rateOn(rates: readonly RateRow[], date: string): number | null {
  const found = rates
    .filter((r) => r.effective_from <= date)
    .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0];
  return found ? Number(found.cents_per_mile) : null;
}

/** miles x cents, both with one decimal, in whole cents: exact in tenths, then rounded. */
export function tripCents(miles: number, centsPerMile: number): number {
  const tenths = Math.round(miles * 10) * Math.round(centsPerMile * 10);
  return Math.round(tenths / 100);
}

/** '72.5¢ a mile'. */
export function mileageRateLabel(centsPerMile: number): string {
  return `${Number(centsPerMile)}¢ a mile`;
}

/** '12.3 mi · $8.92' at the rate in force on the date; '12.3 mi · no mileage rate yet' before every rate. */
export function milesText(miles: number, rates: readonly RateRow[], date: string): string {
  const rate = rateOn(rates, date);
  const amount = rate === null ? 'no mileage rate yet' : formatUsd(tripCents(miles, rate));
  return `${Number(miles)} mi · ${amount}`;
}
