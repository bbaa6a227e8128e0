// How dates, money and hours read everywhere in the product (en-US).

// One formatter for every date: toLocaleDateString builds a new one per call, which
// long lists (Visits Due at scale) paid per row.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Nov 23, 2026' from an ISO date or timestamp, without a timezone shift for dates. */
export function formatDate(value: string): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return shortDate.format(d);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as '$1,234.50'. */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** Hours as shown: '1.25', '2', '0.5'. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** An hourly rate in dollars (a numeric(10,2) column) as '$38.50/hour', the one way rates read. */
export function formatRate(dollars: number): string {
  return `${formatUsd(Math.round(Number(dollars) * 100))}/hour`;
}

const pluralRules = new Intl.PluralRules('en-US');

/** '1 entry', '2 entries', '0.5 hours': the count (as `shown`, if given) and the right word. */
export function plural(count: number, one: string, other: string, shown = String(count)): string {
  return `${shown} ${pluralRules.select(count) === 'one' ? one : other}`;
}

/** Hours with their unit: '1 hour', '3.25 hours'. */
export function formatHoursLabel(hours: number): string {
  return plural(hours, 'hour', 'hours', formatHours(hours));
}
