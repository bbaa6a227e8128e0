import { PageHeader } from '@/components/page-header';
import { EnrollPrompt, YourApplications } from '@/features/applications';
import { VisitsDue } from '@/features/compliance';
import { UpcomingDeadlines } from '@/features/court';
import { useCurrentUser } from '@/features/profile';
import { showsWidget, useSettingsKnown, useUserSettings } from '@/features/settings';
import { can, widgetsFor, type WidgetKey } from '@/lib/capabilities';
import type { HomeWidget } from '../api/home-api';
import { RoleStats } from '../components/role-stats';
import { useDashboardHome } from '../stores/use-dashboard-home';

export function DashboardHomePage() {
  const user = useCurrentUser();
  const settings = useUserSettings(user?.id);
  const known = useSettingsKnown(user?.id);
  // 'Dashboard Widgets' in Settings: the role's widgets less the ones switched off, once
  // the settings are known (the layout asks for them first, so the wait is short).
  const shows = (key: WidgetKey) =>
    !!user && known && widgetsFor(user.role).includes(key) && showsWidget(settings, key);
  const showsDeadlines = !!user && known && settings.display.showDeadlines;
  const enrolls = can(user, 'enroll');
  // What the page's one request asks for: exactly what mounts below.
  const asked: [HomeWidget, boolean][] = [
    ['stats', shows('stats')],
    ['deadlines', showsDeadlines && can(user, 'manageCourtDates')],
    ['visits', shows('visits_due')],
    ['applications', shows('applications') || (known && enrolls)],
  ];
  useDashboardHome(
    user,
    asked.filter(([, on]) => on).map(([widget]) => widget),
  );
  if (!user) return null;

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.full_name}`}
        description="Here is where your guardian ad litem work stands today."
      />
      {shows('stats') ? <RoleStats role={user.role} userId={user.id} /> : null}
      {showsDeadlines ? <UpcomingDeadlines user={user} /> : null}
      {shows('visits_due') ? <VisitsDue user={user} /> : null}
      {shows('applications') ? <YourApplications /> : null}
      {enrolls && known ? <EnrollPrompt className="mt-8" /> : null}
    </>
  );
}
