import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function TimeTrackingPage() {
  return (
    <>
      <PageHeader title="Time Tracking" description="Hours logged on your active cases." />
      <ComingSoon>Time entries grouped by case arrive in the next release.</ComingSoon>
    </>
  );
}
