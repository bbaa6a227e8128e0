import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function ProfilePage() {
  return (
    <>
      <PageHeader
        title="Profile Settings"
        description="Your contact details, credentials and the Florida circuits you serve."
      />
      <ComingSoon>Editing your profile and photo arrives in the next release.</ComingSoon>
    </>
  );
}
