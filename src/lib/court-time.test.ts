// Pure functions: no DOM, no render; Intl does the zone arithmetic.
import {
  courtLocalToUtcIso,
  formatCourtDateTime,
  formatCourtTime,
  utcToCourtLocal,
  zoneAbbreviation,
} from '@/lib/court-time';

const CT = 'America/Chicago';
const ET = 'America/New_York';

describe('court time', () => {
  it('shows a stored instant at the court’s clock time with its zone', () => {
    expect(formatCourtTime('2027-01-14T15:00:00Z', CT)).toBe('9:00 AM CT');
    expect(formatCourtTime('2027-07-15T14:00:00Z', CT)).toBe('9:00 AM CT');
    expect(formatCourtTime('2027-07-15T14:00:00Z', ET)).toBe('10:00 AM ET');
    expect(formatCourtTime(new Date('2027-03-12T14:00:00Z'), ET)).toBe('9:00 AM ET');
    expect(formatCourtTime('not a time', ET)).toBe('');
  });

  it('shows the date with the time', () => {
    expect(formatCourtDateTime('2027-03-16T14:00:00Z', ET)).toBe('Tue, Mar 16, 2027, 10:00 AM ET');
    expect(formatCourtDateTime('2027-01-01T05:30:00Z', CT)).toBe('Thu, Dec 31, 2026, 11:30 PM CT');
  });

  it('names Florida’s zones as people there do, and others from Intl', () => {
    expect(zoneAbbreviation(ET)).toBe('ET');
    expect(zoneAbbreviation(CT)).toBe('CT');
    expect(zoneAbbreviation('America/Denver')).toBe('MT');
  });

  it('reads a 9:00 Escambia hearing as 15:00 UTC in winter and 14:00 in summer', () => {
    expect(courtLocalToUtcIso('2027-01-14', '09:00', CT)).toBe('2027-01-14T15:00:00.000Z');
    expect(courtLocalToUtcIso('2027-07-15', '09:00', CT)).toBe('2027-07-15T14:00:00.000Z');
    expect(courtLocalToUtcIso('2027-07-15', '09:00', ET)).toBe('2027-07-15T13:00:00.000Z');
  });

  it('reads times either side of a DST change by the offset of that moment', () => {
    expect(courtLocalToUtcIso('2027-03-13', '10:00', ET)).toBe('2027-03-13T15:00:00.000Z');
    expect(courtLocalToUtcIso('2027-03-14', '10:00', ET)).toBe('2027-03-14T14:00:00.000Z');
    expect(courtLocalToUtcIso('2027-03-14', '01:59', ET)).toBe('2027-03-14T06:59:00.000Z');
    expect(courtLocalToUtcIso('2027-11-07', '03:00', CT)).toBe('2027-11-07T09:00:00.000Z');
  });

  it('reads a skipped or repeated clock time as PostgreSQL does', () => {
    // 2:30 does not happen on 14 Mar 2027: read with the standard offset, 3:30 EDT.
    expect(courtLocalToUtcIso('2027-03-14', '02:30', ET)).toBe('2027-03-14T07:30:00.000Z');
    // 1:30 happens twice on 7 Nov 2027: the later one, standard time.
    expect(courtLocalToUtcIso('2027-11-07', '01:30', ET)).toBe('2027-11-07T06:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(courtLocalToUtcIso('2027-02-30', '09:00', ET)).toBeNull();
    expect(courtLocalToUtcIso('2027-01-14', '24:00', ET)).toBeNull();
    expect(courtLocalToUtcIso('14/01/2027', '09:00', ET)).toBeNull();
    expect(courtLocalToUtcIso('2027-01-14', '9:00', ET)).toBeNull();
  });

  it('gives a stored instant back as the court’s date and time, for a form', () => {
    expect(utcToCourtLocal('2027-01-14T15:00:00Z', CT)).toEqual({
      date: '2027-01-14',
      time: '09:00',
    });
    expect(utcToCourtLocal('2027-01-01T04:30:00Z', ET)).toEqual({
      date: '2026-12-31',
      time: '23:30',
    });
    expect(utcToCourtLocal('2027-01-01T00:05:00Z', ET)).toEqual({
      date: '2026-12-31',
      time: '19:05',
    });
    expect(utcToCourtLocal('nope', ET)).toBeNull();
    for (const iso of [
      '2027-03-14T07:30:00.000Z',
      '2027-11-07T06:30:00.000Z',
      '2027-06-30T23:59:00.000Z',
    ]) {
      const local = utcToCourtLocal(iso, ET)!;
      expect(courtLocalToUtcIso(local.date, local.time, ET)).toBe(iso);
    }
  });
});
