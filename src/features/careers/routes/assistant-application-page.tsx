import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function AssistantApplicationPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <Link to="/choose-path" className={buttonClass('ghost', 'mb-6 -ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Selection
      </Link>
      <PageHeader
        title="GAL Assistant Application"
        description="Seven short steps about your background, skills and availability."
      />
      <ComingSoon>The seven-step assistant application arrives in the next release.</ComingSoon>
    </div>
  );
}
