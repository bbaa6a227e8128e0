import { PageHeader } from '@/components/page-header';
import { EnrollPrompt, YourApplications } from '@/features/applications';
import { VisitsDue } from '@/features/compliance';
import { UpcomingDeadlines } from '@/features/court';
import { useCurrentUser } from '@/features/profile';
import { showsWidget, useSettingsKnown, useUserSettings } from '@/features/settings';
import { can, widgetsFor, type WidgetKey } from '@/lib/capabilities';
import { RoleStats } from '../components/role-stats';

export function DashboardHomePage() {
  const user = useCurrentUser();
  const settings = useUserSettings(user?.id);
  const known = useSettingsKnown(user?.id);
  if (!user) return null;
  // 'Dashboard Widgets' in Settings: the role's widgets less the ones switched off, once
  // the settings are known (the layout asks for them first, so the wait is short).
  const shows = (key: WidgetKey) =>
    known && widgetsFor(user.role).includes(key) && showsWidget(settings, key);

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.full_name}`}
        description="Here is where your guardian ad litem work stands today."
      />
      {shows('stats') ? <RoleStats role={user.role} userId={user.id} /> : null}
      {known && settings.display.showDeadlines ? <UpcomingDeadlines user={user} /> : null}
      {shows('visits_due') ? <VisitsDue user={user} /> : null}
      {shows('applications') ? <YourApplications /> : null}
      {can(user, 'enroll') ? <EnrollPrompt className="mt-8" /> : null}
    </>
  );
}
