import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function MessagesPage() {
  return (
    <>
      <PageHeader
        title="Messages"
        description="Conversations with the GAL Connect team and other professionals."
      />
      <ComingSoon>Messaging arrives in a later release.</ComingSoon>
    </>
  );
}
