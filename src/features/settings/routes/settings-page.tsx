import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function SettingsPage() {
  return (
    <>
      <PageHeader
        title="Dashboard Settings"
        description="Theme, notifications and display preferences for your dashboard."
      />
      <ComingSoon>Dashboard preferences arrive in the next release.</ComingSoon>
    </>
  );
}
