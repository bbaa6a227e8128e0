import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function InvoicesPage() {
  return (
    <>
      <PageHeader title="Invoices" description="Hours and totals per case, ready for billing." />
      <ComingSoon>Per-case invoices arrive in the next release.</ComingSoon>
    </>
  );
}
