import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function EnrollPage() {
  return (
    <>
      <PageHeader
        title="Become a GAL Contractor"
        description="Complete your enrollment to accept paid and pro bono cases."
      />
      <ComingSoon>The contractor enrollment application arrives in the next release.</ComingSoon>
    </>
  );
}
