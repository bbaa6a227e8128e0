// SPEC 2's 'Become a GAL Contractor' panel that sends a free user to Enroll, on the
// dashboard home and in place of the case list.
import { ArrowRight, GraduationCap } from 'lucide-react';
import { PromptPanel } from '@/components/prompt-panel';
import { paths } from '@/lib/paths';

export function EnrollPrompt({ className = 'mt-6' }: { className?: string }) {
  return (
    <PromptPanel
      icon={GraduationCap}
      title="Become a GAL Contractor"
      className={className}
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
      Enroll to accept paid and pro bono cases and log your hours.
    </PromptPanel>
  );
}
