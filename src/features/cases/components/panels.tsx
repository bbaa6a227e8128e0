// The two prompts SPEC 2 puts in place of a case list.
import { ArrowRight, Briefcase, GraduationCap } from 'lucide-react';
import { PromptPanel } from '@/components/prompt-panel';
import { paths } from '@/lib/paths';

export function EnrollPanel() {
  return (
    <PromptPanel
      icon={GraduationCap}
      title="Become a GAL Contractor"
      className="mt-6"
      action={{
        to: paths.dashboard.enroll,
        label: (
          <>
            Start Enrollment
            <ArrowRight aria-hidden="true" className="size-4" />
          </>
        ),
      }}
    >
      Enroll to accept cases, log your hours and get paid.
    </PromptPanel>
  );
}

export function ReadyPanel() {
  return (
    <PromptPanel
      icon={Briefcase}
      title="Ready to Take Cases"
      className="mt-6"
      action={{ to: paths.dashboard.opportunities, label: 'View Opportunities' }}
    >
      You have no cases yet. Find one that fits you.
    </PromptPanel>
  );
}
