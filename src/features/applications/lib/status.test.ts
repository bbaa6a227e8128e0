import { enrollmentFor, formatDate, reapplyDate, STATUS_MESSAGES } from './status';

describe('applicant status texts', () => {
  it('uses the specification’s texts verbatim', () => {
    expect(STATUS_MESSAGES).toEqual({
      pending:
        'Your application is being reviewed by our team. We will contact you within 3-5 business days with an update.',
      approved:
        'Congratulations! Your application has been approved. Check your email for next steps.',
      rejected:
        'Unfortunately, your application was not approved at this time. You may reapply in 6 months.',
    });
  });

  it('lets a rejected applicant reapply 6 months after the decision', () => {
    expect(reapplyDate('2026-03-15T10:00:00Z').toISOString().slice(0, 10)).toBe('2026-09-15');
    expect(reapplyDate('2026-08-31T10:00:00Z').toISOString().slice(0, 10)).toBe('2027-02-28');
    expect(formatDate(reapplyDate('2026-11-02T00:00:00Z'))).toBe('May 2, 2027');
  });
});

describe('enrollmentFor', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const sub = (
    kind: 'contractor' | 'assistant',
    status: 'pending' | 'approved' | 'rejected',
    submittedAt: string,
    reviewedAt: string | null = null,
  ) => ({ kind, status, submittedAt, reviewedAt });

  it('offers the form to someone who never applied as a contractor', () => {
    expect(enrollmentFor([], now)).toEqual({ step: 'apply' });
    expect(enrollmentFor([sub('assistant', 'pending', '2026-11-01T00:00:00Z')], now)).toEqual({
      step: 'apply',
    });
  });

  it('shows the newest contractor application instead of the form while it is open or approved', () => {
    const older = sub('contractor', 'rejected', '2025-01-01T00:00:00Z', '2025-01-10T00:00:00Z');
    const pending = sub('contractor', 'pending', '2026-11-20T00:00:00Z');
    expect(enrollmentFor([older, pending], now)).toEqual({ step: 'pending', submission: pending });
    const approved = sub('contractor', 'approved', '2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z');
    expect(enrollmentFor([approved, older], now)).toEqual({
      step: 'approved',
      submission: approved,
    });
  });

  it('holds the form back until six months after a rejection, then offers it again', () => {
    const recent = sub('contractor', 'rejected', '2026-10-01T00:00:00Z', '2026-10-05T00:00:00Z');
    const waiting = enrollmentFor([recent], now);
    expect(waiting.step).toBe('wait');
    expect(waiting.step === 'wait' && formatDate(waiting.until)).toBe('April 5, 2027');
    expect(enrollmentFor([recent], new Date('2027-04-05T00:00:01Z'))).toEqual({ step: 'apply' });
  });

  it('says an account that takes cases is enrolled, whatever it filed', () => {
    const pending = sub('contractor', 'pending', '2026-11-20T00:00:00Z');
    expect(enrollmentFor([pending], now, { mayEnroll: false })).toEqual({ step: 'enrolled' });
  });

  it('applies the same rule to assistant applications on their own', () => {
    const gal = sub('contractor', 'pending', '2026-11-20T00:00:00Z');
    const assistant = sub('assistant', 'rejected', '2026-10-01T00:00:00Z', '2026-10-05T00:00:00Z');
    expect(enrollmentFor([gal, assistant], now, { kind: 'assistant' }).step).toBe('wait');
    expect(enrollmentFor([gal], now, { kind: 'assistant' })).toEqual({ step: 'apply' });
  });

  it('lets the application under review decide, as the database does', () => {
    const reopened = sub('contractor', 'pending', '2026-01-01T00:00:00Z');
    const newer = sub('contractor', 'rejected', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z');
    expect(enrollmentFor([newer, reopened], now)).toEqual({
      step: 'pending',
      submission: reopened,
    });
  });
});
