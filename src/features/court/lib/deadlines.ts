// Deadline words. Times are instants in the database; they are read and shown in the
// court's zone (src/lib/court-time.ts), with the viewer's own time beside them when their
// browser keeps another zone, so a Central court's 9:00 is never shown as 10:00.
import { formatCourtDateTime, formatCourtTime, zoneAbbreviation } from '@/lib/court-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days a report is late; any time late at all is at least one day. */
export function daysLate(dueIso: string, now: Date = new Date()): number {
  const late = now.getTime() - new Date(dueIso).getTime();
  return late > 0 ? Math.max(1, Math.floor(late / DAY_MS)) : 0;
}

export const lateText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} late`;

/**
 * What a rule counts, in the words the count uses: an hours rule counts elapsed hours
 * (its clock time may shift an hour across a DST change), a days rule counts calendar
 * days at the hearing's clock time. '72 hours before the hearing', '20 days before the
 * hearing'. A days rule stores whole days of hours (report_deadline_rules_whole_days).
 */
export function periodText(hours: number, unit: string): string {
  if (unit === 'days') {
    const days = hours / 24;
    return `${days} ${days === 1 ? 'day' : 'days'} before the hearing`;
  }
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} before the hearing`;
}

/**
 * Where a hearing is, as typed. Rows typed before the field asked for the whole name
 * hold only the number ('4-1'), so a value that names no room gets 'Courtroom ' in front;
 * 'Courtroom 4B' is shown as it was typed, never 'Courtroom Courtroom 4B'.
 */
export function courtroomText(courtroom: string): string {
  return /\b(court)?room\b|\bhall\b|\bchambers?\b|\bzoom\b|\bremote\b/i.test(courtroom)
    ? courtroom
    : `Courtroom ${courtroom}`;
}

/** The browser's zone: whose 'your time' a court time is shown beside. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A time in the court's zone, and the viewer's own time beside it when their clock reads
 * differently: 'Tue, Mar 16, 2027, 9:00 AM CT (10:00 AM ET your time)'.
 */
export function courtWhenText(iso: string, zone: string, viewerZone = viewerTimeZone()): string {
  const court = formatCourtDateTime(iso, zone);
  if (!court || viewerZone === zone) return court;
  const own = formatCourtTime(iso, viewerZone);
  const courtTime = formatCourtTime(iso, zone);
  const sameClock =
    own.replace(/ \S+$/, '') === courtTime.replace(/ \S+$/, '') &&
    zoneAbbreviation(viewerZone, new Date(iso)) === zoneAbbreviation(zone, new Date(iso));
  return sameClock ? court : `${court} (${own} your time)`;
}

/** Whether two stored instants differ (PostgREST and jsonb may spell one instant apart). */
export const differentInstants = (a: string | null | undefined, b: string) =>
  !!a && Date.parse(a) !== Date.parse(b);
