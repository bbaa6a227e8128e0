import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function ContractorsPage() {
  return (
    <>
      <PageHeader
        title="Contractors"
        description="The guardian ad litem contractors in the network."
      />
      <ComingSoon>The contractor directory arrives in a later release.</ComingSoon>
    </>
  );
}
