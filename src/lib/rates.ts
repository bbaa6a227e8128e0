// Hourly rates as people type them: dollars to the cent, from 0 to the database's
// ceiling (users.hourly_rate and billing_rate are numeric(10,2), checked 0..1000).
export const MAX_RATE = 1000;

export type RateCheck = { ok: true; value: number } | { ok: false; error: string };

/** A typed rate, or the message that says what is wrong with it. */
export function checkRate(text: string, label: string): RateCheck {
  const raw = text.trim();
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value)) {
    return { ok: false, error: `${label} must be a number, such as 45 or 45.50` };
  }
  if (value < 0) return { ok: false, error: `${label} cannot be negative` };
  if (value > MAX_RATE) return { ok: false, error: `${label} cannot be more than $1,000.00` };
  // numeric(10,2) would round a third decimal away without a word.
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    return { ok: false, error: `${label} must be in whole cents, such as 45.50` };
  }
  return { ok: true, value };
}
