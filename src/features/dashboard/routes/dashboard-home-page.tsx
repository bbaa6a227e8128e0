import { PageHeader } from '@/components/page-header';
import { EnrollPrompt, YourApplications } from '@/features/applications';
import { UpcomingDeadlines } from '@/features/court';
import { useCurrentUser } from '@/features/profile';
import { useDashboardDisplay } from '@/features/settings';
import { can } from '@/lib/capabilities';
import { RoleStats } from '../components/role-stats';

export function DashboardHomePage() {
  const user = useCurrentUser();
  const display = useDashboardDisplay(user?.id);
  if (!user) return null;

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.full_name}`}
        description="Here is where your guardian ad litem work stands today."
      />
      <RoleStats role={user.role} userId={user.id} />
      {display.showDeadlines ? <UpcomingDeadlines user={user} /> : null}
      <YourApplications />
      {can(user, 'enroll') ? <EnrollPrompt className="mt-8" /> : null}
    </>
  );
}
