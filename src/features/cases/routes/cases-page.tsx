import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function CasesPage() {
  return (
    <>
      <PageHeader
        title="Case Management"
        description="Posted cases, their status and the time logged on them."
      />
      <ComingSoon>
        The case list, case details and time entries arrive in the next release.
      </ComingSoon>
    </>
  );
}
