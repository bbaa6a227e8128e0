import { ArrowRight, GraduationCap } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { PromptPanel } from '@/components/prompt-panel';
import { YourApplications } from '@/features/applications';
import { useCurrentUser } from '@/features/profile';
import { paths } from '@/lib/paths';
import { RoleStats } from '../components/role-stats';

export function DashboardHomePage() {
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.full_name}`}
        description="Here is where your guardian ad litem work stands today."
      />
      <RoleStats role={user.role} userId={user.id} />
      <YourApplications />
      {user.role === 'free' ? (
        <PromptPanel
          icon={GraduationCap}
          title="Become a GAL Contractor"
          className="mt-8"
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
      ) : null}
    </>
  );
}
