// Times in a court's own zone. A hearing is stored as an instant (timestamptz);
// it is typed and shown in the zone of the courthouse, not the browser's: the
// 1st circuit and most of the 14th keep Central time (public.court_counties has
// each county's zone, its source and the Gulf County split). Intl only: no
// time zone library.

/** The program's zone, and the zone of a case without a county. */
export const PROGRAM_TIME_ZONE = 'America/New_York';

/** The zones' short names people in Florida use, not 'EST'/'EDT' (as the database writes them). */
const GENERIC_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'America/New_York': 'ET',
  'America/Chicago': 'CT',
};

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(zone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(ms: number, zone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  };
}

/** The zone's offset from UTC at an instant, in ms (Eastern standard time: -5 h). */
function offsetMs(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

function toInstant(at: string | Date): Date | null {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'ET' or 'CT' for Florida's zones; another zone's short generic name from Intl. */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const known = GENERIC_ABBREVIATIONS[zone];
  if (known) return known;
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** A stored instant's clock time in the court's zone, with the zone: '9:00 AM CT'. */
export function formatCourtTime(at: string | Date, zone: string): string {
  const d = toInstant(at);
  if (!d) return '';
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
  return `${time} ${zoneAbbreviation(zone, d)}`;
}

/** Date and time in the court's zone: 'Tue, Mar 16, 2027, 10:00 AM ET'. */
export function formatCourtDateTime(at: string | Date, zone: string): string {
  const d = toInstant(at);
  if (!d) return '';
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(d);
  return `${date}, ${formatCourtTime(d, zone)}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * A date and clock time typed for a court ('2027-01-14', '09:00') as the UTC
 * instant it names in the court's zone ('2027-01-14T15:00:00.000Z' for
 * America/Chicago), or null when the input is not a real date and time.
 * As PostgreSQL reads `timestamp at time zone`: a time the clocks skip (2:30 on
 * the spring change) is read with the offset before the change (3:30 daylight
 * time), and a time they repeat (1:30 in the autumn) is the later, standard one.
 */
export function courtLocalToUtcIso(date: string, time: string, zone: string): string | null {
  const dm = DATE.exec(date);
  const tm = TIME.exec(time);
  if (!dm || !tm) return null;
  const [year, month, day, hour, minute] = [dm[1], dm[2], dm[3], tm[1], tm[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;

  const DAY = 86_400_000;
  const offsets = [...new Set([offsetMs(asUtc - DAY, zone), offsetMs(asUtc + DAY, zone)])];
  const fits = offsets.map((o) => asUtc - o).filter((ms) => offsetMs(ms, zone) === asUtc - ms);
  const instant = fits.length ? Math.max(...fits) : asUtc - offsetMs(asUtc - DAY, zone);
  return new Date(instant).toISOString();
}

/** A stored instant as the court's date and time, for a form's fields: { date: '2027-01-14', time: '09:00' }. */
export function utcToCourtLocal(
  at: string | Date,
  zone: string,
): { date: string; time: string } | null {
  const d = toInstant(at);
  if (!d) return null;
  const w = wallClock(d.getTime(), zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${w.year}-${two(w.month)}-${two(w.day)}`,
    time: `${two(w.hour)}:${two(w.minute)}`,
  };
}
