import { useDeferredValue } from 'react';
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
  const settingsKnown = useSettingsKnown(user?.id);
  // 'Dashboard Widgets' in Settings: the role's widgets less the ones switched off, once
  // the settings are known (the layout asks for them first, so the wait is short).
  const showsIf = (known: boolean) => (key: WidgetKey) =>
    !!user && known && widgetsFor(user.role).includes(key) && showsWidget(settings, key);
  const enrolls = can(user, 'enroll');
  // What the page's one request asks for: exactly what mounts below, asked for at once.
  const asks = showsIf(settingsKnown);
  const asked: [HomeWidget, boolean][] = [
    ['stats', asks('stats')],
    ['deadlines', settingsKnown && settings.display.showDeadlines && can(user, 'manageCourtDates')],
    ['visits', asks('visits_due')],
    ['applications', asks('applications') || (settingsKnown && enrolls)],
  ];
  useDashboardHome(
    user,
    asked.filter(([, on]) => on).map(([widget]) => widget),
  );
  // The widgets mount in a render that yields to the browser, not in the task that takes
  // the settings (issue 22: blocking time); they take the answer asked for above.
  const known = useDeferredValue(settingsKnown);
  const shows = showsIf(known);
  const showsDeadlines = !!user && known && settings.display.showDeadlines;
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
