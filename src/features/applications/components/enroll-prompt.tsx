// The 'Become a GAL Contractor' panel (dashboard home, and in place of the case list)
// for someone who has not applied; once they have, where their application stands instead,
// and what an approved GAL Assistant does next. One rule decides: enrollmentFor.
import { ArrowRight, BadgeCheck, Clock, GraduationCap } from 'lucide-react';
import { PromptPanel } from '@/components/prompt-panel';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import { enrollmentFor, formatDate } from '../lib/status';
import { useMySubmissions } from './use-my-submissions';

const go = (label: string) => ({
  to: paths.dashboard.enroll,
  label: (
    <>
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  ),
});

export function EnrollPrompt({ className = 'mt-6' }: { className?: string }) {
  const user = useCurrentUser();
  const { items, loaded } = useMySubmissions(user?.id);
  if (!user || !loaded) return null;
  const now = new Date();
  const gal = enrollmentFor(items, now, { mayEnroll: can(user, 'enroll') });
  // A contractor (an approval included: the menu follows as the row reloads) is enrolled.
  if (gal.step === 'enrolled' || gal.step === 'approved') return null;
  if (gal.step === 'pending') {
    return (
      <PromptPanel
        icon={Clock}
        title="Your GAL application is under review"
        className={className}
        action={go('View your application')}
      >
        Submitted {formatDate(gal.submission.submittedAt)}. We will contact you within 3-5 business
        days with an update.
      </PromptPanel>
    );
  }
  if (gal.step === 'wait') {
    return (
      <PromptPanel
        icon={Clock}
        title="Your GAL application was not approved"
        className={className}
        action={go('View your application')}
      >
        You may apply again from {formatDate(gal.until)}.
      </PromptPanel>
    );
  }
  const assistant = enrollmentFor(items, now, { kind: 'assistant' });
  if (assistant.step === 'approved') {
    return (
      <PromptPanel
        icon={BadgeCheck}
        title="You are approved as a GAL Assistant"
        className={className}
        action={go('Apply as a Guardian ad Litem')}
      >
        Our program team emails you within 3-5 business days to schedule onboarding and pair you
        with a guardian ad litem. To take cases yourself, apply as a Guardian ad Litem.
      </PromptPanel>
    );
  }
  if (assistant.step === 'pending') {
    return (
      <PromptPanel
        icon={Clock}
        title="Your GAL Assistant application is under review"
        className={className}
        action={go('Apply as a Guardian ad Litem')}
      >
        Submitted {formatDate(assistant.submission.submittedAt)}. We will contact you within 3-5
        business days. You may also apply to take cases yourself.
      </PromptPanel>
    );
  }
  return (
    <PromptPanel
      icon={GraduationCap}
      title="Become a GAL Contractor"
      className={className}
      action={go('Start Enrollment')}
    >
      Enroll to accept paid and pro bono cases and log your hours.
    </PromptPanel>
  );
}
