// Florida's routes to serving as a guardian ad litem (§61.402, Fla. Stat.), as the
// product records them, and the ones §61.402(2) accepts on a case with an allegation
// of child abuse, abandonment or neglect. docs/decisions/compliance.md has the reading, which
// the program is to confirm with counsel.
import type { Enums } from '@/lib/database.types';

export type EligibilityPath = Enums<'eligibility_path'>;

export const ELIGIBILITY_LABEL: Record<EligibilityPath, string> = {
  gal_program_certified: 'Certified by a GAL program',
  legal_aid_certified: 'Legal aid certified',
  florida_bar_member: 'Member of The Florida Bar',
};

export const ELIGIBILITY_PATHS = Object.keys(ELIGIBILITY_LABEL) as EligibilityPath[];

/** §61.402(2): who may serve where abuse, abandonment or neglect is alleged. */
export const servesAbuseCases = (path: EligibilityPath | null): boolean =>
  path === 'gal_program_certified' || path === 'florida_bar_member';
