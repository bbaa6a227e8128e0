// Money and hours without float drift: hours are counted in quarter hours
// and money in integer cents; only formatting turns them back into text.

export const HOURS_STEP = 0.25;
export const MAX_HOURS_PER_DAY = 24;

/** Whole quarter hours in `hours`, or null when it is not a 0.25 step. */
export function toQuarters(hours: number): number | null {
  if (!Number.isFinite(hours)) return null;
  const quarters = Math.round(hours * 4);
  return Math.abs(quarters - hours * 4) < 1e-9 ? quarters : null;
}

export function quartersToHours(quarters: number): number {
  return quarters / 4;
}

/** A database rate (numeric(10,2), e.g. 45.5) in integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * hours x rate in cents. quarters x rateCents is an integer, so the division
 * by 4 is exact; a half cent rounds up (half-up, as on paper).
 */
export function lineAmountCents(quarters: number, rateCents: number): number {
  return Math.round((quarters * rateCents) / 4);
}

/** Cents in files as a plain decimal ('146.25'), so spreadsheets can add them. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}
