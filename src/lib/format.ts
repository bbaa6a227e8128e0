// How dates, money and hours read everywhere in the product (en-US).

/** 'Nov 23, 2026' from an ISO date or timestamp, without a timezone shift for dates. */
export function formatDate(value: string): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
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
