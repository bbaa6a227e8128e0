import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function OpportunitiesPage() {
  return (
    <>
      <PageHeader
        title="Opportunities"
        description="Paid assignments and pro bono New Beginnings cases across Florida."
      />
      <ComingSoon>
        Opportunity listings with county and case type filters arrive in the next release.
      </ComingSoon>
    </>
  );
}
