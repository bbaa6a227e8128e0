// What an applicant is told about their application (SPEC 4 and 9).
import type { ApplicationStatus } from './options';

export const STATUS_MESSAGES: Record<ApplicationStatus, string> = {
  pending:
    'Your application is being reviewed by our team. We will contact you within 3-5 business days with an update.',
  approved: 'Congratulations! Your application has been approved. Check your email for next steps.',
  rejected:
    'Unfortunately, your application was not approved at this time. You may reapply in 6 months.',
};

export const PENDING_NEXT_STEPS = [
  'Application review (1-2 business days)',
  'Background check initiation',
  'Interview scheduling (if approved)',
  'Training program enrollment',
] as const;

export const REAPPLY_AFTER_MONTHS = 6;

/** The day a rejected applicant may apply again: 6 months after the decision. */
export function reapplyDate(decidedAt: string): Date {
  const d = new Date(decidedAt);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + REAPPLY_AFTER_MONTHS);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** What the Enroll page offers, from the user's GAL contractor applications. */
export type Enrollment<S> =
  | { step: 'apply' }
  | { step: 'pending'; submission: S }
  | { step: 'approved'; submission: S }
  | { step: 'wait'; submission: S; until: Date };

/**
 * The newest GAL contractor application decides: one under review or approved is shown
 * instead of the form, and a rejection holds the form back until its reapply date.
 */
export function enrollmentFor<
  S extends {
    kind: string;
    status: ApplicationStatus;
    submittedAt: string;
    reviewedAt: string | null;
  },
>(submissions: readonly S[], now: Date): Enrollment<S> {
  const latest = submissions
    .filter((s) => s.kind === 'contractor')
    .reduce<S | null>((a, s) => (!a || s.submittedAt > a.submittedAt ? s : a), null);
  if (!latest) return { step: 'apply' };
  if (latest.status === 'pending') return { step: 'pending', submission: latest };
  if (latest.status === 'approved') return { step: 'approved', submission: latest };
  const until = reapplyDate(latest.reviewedAt ?? latest.submittedAt);
  return until > now ? { step: 'wait', submission: latest, until } : { step: 'apply' };
}
