import { daysLate, fromLocalInput, hoursText, lateText, toLocalInput } from './deadlines';

describe('deadlines', () => {
  const now = new Date('2027-03-16T12:00:00Z');

  it('counts whole days late, at least one once the due time has passed, and nothing before it', () => {
    expect(daysLate('2027-03-16T09:00:00Z', now)).toBe(1);
    expect(daysLate('2027-03-15T11:00:00Z', now)).toBe(1);
    expect(daysLate('2027-03-14T12:00:00Z', now)).toBe(2);
    expect(daysLate('2027-03-14T13:00:00Z', now)).toBe(1);
    expect(daysLate('2027-03-16T12:00:00Z', now)).toBe(0);
    expect(daysLate('2027-03-20T12:00:00Z', now)).toBe(0);
    expect([lateText(1), lateText(3)]).toEqual(['1 day late', '3 days late']);
  });

  it('reads a datetime-local value as local time and writes it back unchanged', () => {
    const iso = fromLocalInput('2027-03-16T09:00');
    expect(iso).toBe(new Date(2027, 2, 16, 9, 0).toISOString());
    expect(toLocalInput(iso!)).toBe('2027-03-16T09:00');
  });

  it('refuses what is not a time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2027-13-40T99:99')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('says a rule in hours, and in days when whole', () => {
    expect(hoursText(72)).toBe('72 hours (3 days)');
    expect(hoursText(480)).toBe('480 hours (20 days)');
    expect(hoursText(24)).toBe('24 hours (1 day)');
    expect(hoursText(36)).toBe('36 hours');
    expect(hoursText(1)).toBe('1 hour');
  });
});
