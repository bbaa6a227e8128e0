// What an applicant is told about their application, in the specification's words.
import type { ApplicationKind, ApplicationStatus } from './options';

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

/**
 * What approval means for a GAL Assistant (SPEC is silent; docs/decisions/applications.md):
 * no new role, since assistants support guardians under the program team, not through
 * cases here.
 */
export const ASSISTANT_APPROVED_NEXT_STEPS = [
  'Our program team emails you within 3-5 business days to schedule onboarding',
  'Background check and the assistant training program',
  'Pairing with a guardian ad litem you will support',
] as const;

/** What an approved GAL application gave the applicant. */
export const CONTRACTOR_APPROVED_TEXT =
  'Your account now has contractor access: cases, time tracking and invoices are in your menu.';

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

/** What an application form offers instead of itself (Enroll, /apply, the wizard, the dashboard). */
export type Enrollment<S> =
  | { step: 'apply' }
  | { step: 'enrolled' }
  | { step: 'pending'; submission: S }
  | { step: 'approved'; submission: S }
  | { step: 'wait'; submission: S; until: Date };

interface EnrollmentOptions {
  /** Which application: the GAL contractor one (default) or the assistant one. */
  kind?: ApplicationKind;
  /** False when the account already takes cases, so it files no GAL application. */
  mayEnroll?: boolean;
}

/**
 * The same rule the database holds (private.application_refusal): the application under
 * review, else the newest, decides. One under review or approved is shown instead of the
 * form, and a rejection holds the form back until its reapply date. A GAL application is
 * for accounts that do not take cases yet.
 */
export function enrollmentFor<
  S extends {
    kind: string;
    status: ApplicationStatus;
    submittedAt: string;
    reviewedAt: string | null;
  },
>(
  submissions: readonly S[],
  now: Date,
  { kind = 'contractor', mayEnroll = true }: EnrollmentOptions = {},
): Enrollment<S> {
  if (kind === 'contractor' && !mayEnroll) return { step: 'enrolled' };
  const rank = (s: S) => `${s.status === 'pending' ? 1 : 0}${s.submittedAt}`;
  const latest = submissions
    .filter((s) => s.kind === kind)
    .reduce<S | null>((a, s) => (!a || rank(s) > rank(a) ? s : a), null);
  if (!latest) return { step: 'apply' };
  if (latest.status === 'pending') return { step: 'pending', submission: latest };
  if (latest.status === 'approved') return { step: 'approved', submission: latest };
  const until = reapplyDate(latest.reviewedAt ?? latest.submittedAt);
  return until > now ? { step: 'wait', submission: latest, until } : { step: 'apply' };
}
