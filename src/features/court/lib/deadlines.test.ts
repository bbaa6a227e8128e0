import { courtroomText, courtWhenText, daysLate, lateText, periodText } from './deadlines';

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

  it('says what a rule counts: elapsed hours, or calendar days, never both', () => {
    // 72 elapsed hours across the spring change is not 3 days at the same clock time.
    expect(periodText(72, 'hours')).toBe('72 hours before the hearing');
    expect(periodText(1, 'hours')).toBe('1 hour before the hearing');
    expect(periodText(480, 'days')).toBe('20 days before the hearing');
    expect(periodText(24, 'days')).toBe('1 day before the hearing');
  });

  it('shows a courtroom as typed, and prefixes only a bare number', () => {
    expect(courtroomText('Courtroom 4B')).toBe('Courtroom 4B');
    expect(courtroomText('courtroom 4b')).toBe('courtroom 4b');
    expect(courtroomText('Room 201')).toBe('Room 201');
    expect(courtroomText('4-1')).toBe('Courtroom 4-1');
  });

  it("shows a time in the court's zone, and the viewer's own beside it when their clock differs", () => {
    // 9:00 in Pensacola (Central) in winter is 15:00Z.
    expect(courtWhenText('2027-01-14T15:00:00Z', 'America/Chicago', 'America/Chicago')).toBe(
      'Thu, Jan 14, 2027, 9:00 AM CT',
    );
    expect(courtWhenText('2027-01-14T15:00:00Z', 'America/Chicago', 'America/New_York')).toBe(
      'Thu, Jan 14, 2027, 9:00 AM CT (10:00 AM ET your time)',
    );
  });
});
