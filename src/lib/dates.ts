// Calendar dates as the database keeps them ('YYYY-MM-DD'), in local time.

export function isoDate(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

export function todayIso(now = new Date()): string {
  return isoDate(now);
}

/** The first day of now's week (weeks start on Sunday, the US calendar). */
export function startOfWeekIso(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  return isoDate(d);
}

export function startOfMonthIso(now = new Date()): string {
  return isoDate(new Date(now.getFullYear(), now.getMonth(), 1));
}

const centralParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A case's first loggable day: its creation date in Florida's Central-time counties, the
 * earliest local date in the state, as the database's GC001 rule reads it.
 */
export function caseStartIso(createdAt: string): string {
  const part = (type: string) =>
    centralParts.formatToParts(new Date(createdAt)).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
