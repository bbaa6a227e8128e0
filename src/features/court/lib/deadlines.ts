// Deadline words and the hearing time input. Times are instants in the database and
// read in the browser's time zone here (the program's people are in Florida).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days a report is late; any time late at all is at least one day. */
export function daysLate(dueIso: string, now: Date = new Date()): number {
  const late = now.getTime() - new Date(dueIso).getTime();
  return late > 0 ? Math.max(1, Math.floor(late / DAY_MS)) : 0;
}

export const lateText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} late`;

/** 'Mar 16, 2027, 9:00 AM' in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input's value ('2027-03-16T09:00'), local time. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value as an instant; null when it is not a real time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** '72 hours (3 days)', '480 hours (20 days)', '36 hours'. */
export function hoursText(hours: number): string {
  const h = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  if (hours % 24 !== 0) return h;
  const days = hours / 24;
  return `${h} (${days} ${days === 1 ? 'day' : 'days'})`;
}
