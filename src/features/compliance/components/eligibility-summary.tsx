// How a person qualifies under §61.402, as an admin recorded it, and what that means
// for cases with an abuse allegation.
import { ELIGIBILITY_LABEL, servesAbuseCases } from '@/content/eligibility';
import { formatDate } from '@/lib/format';
import type { Eligibility } from '../api/eligibility-api';

export function EligibilitySummary({ eligibility }: { eligibility: Eligibility | null }) {
  if (!eligibility) {
    return (
      <p className="text-sm text-slate-700">
        No Florida eligibility recorded yet. An admin records how you qualify under §61.402 (GAL
        program certification, legal aid certification or Florida Bar membership) once they have
        checked it.
      </p>
    );
  }
  return (
    <div className="text-sm text-slate-700">
      <p>
        <span className="font-medium text-slate-900">{ELIGIBILITY_LABEL[eligibility.path]}</span> (
        {eligibility.credential}), verified {formatDate(eligibility.verified_on)}.
      </p>
      <p className="mt-1">
        {servesAbuseCases(eligibility.path)
          ? 'You may serve on cases with an allegation of abuse, abandonment or neglect.'
          : 'Cases with an allegation of abuse, abandonment or neglect need GAL program certification or Florida Bar membership (§61.402(2), Fla. Stat.).'}
      </p>
    </div>
  );
}
