import { formatDate, reapplyDate, STATUS_MESSAGES } from './status';

describe('applicant status texts', () => {
  it('uses SPEC 4’s texts verbatim', () => {
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
