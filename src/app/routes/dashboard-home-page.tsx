// The dashboard home: the widgets of the features that own them, and the page's first load
// in one request (dashboard_home), unpacked here once into each widget's own query key.
// Widgets not shown are not asked for. After a write, the widgets whose keys it
// invalidated read again on their own.
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useLayoutEffect, useState } from 'react';
import { buttonClass } from '@/components/button-styles';
import { PageHeader } from '@/components/page-header';
import { WhenNearView } from '@/components/when-near-view';
import { applicationKeys, EnrollPrompt, YourApplications } from '@/features/applications';
import { complianceKeys, VisitsDue } from '@/features/compliance';
import { courtKeys, UpcomingDeadlines } from '@/features/court';
import { dashboardKeys, loadDashboardCharts, RoleStats } from '@/features/dashboard';
import { useCurrentUser } from '@/features/profile';
import { showsWidget, useSettingsKnown, useUserSettings, visibleStats } from '@/features/settings';
import { PlannedVisitsCard } from '@/features/work-record';
import { can, statsFor, widgetsFor, type Role, type WidgetKey } from '@/lib/capabilities';
import { AppError } from '@/lib/errors';
import { shareAnswer } from '../share-answer';
import { fetchDashboardHome, type HomeWidget } from './dashboard-home-read';

// The charts are a chunk and a request of their own, asked for when their section scrolls
// into view (never in the page's first load); without IntersectionObserver, on a button.
// Their placeholder goes in only once the first load has settled: before, the widgets are
// still short and the charts' place would be in view on any page.
const DashboardCharts = lazy(loadDashboardCharts);
const CHARTS_PLACEHOLDER = <div aria-hidden="true" className="mt-8 min-h-96" />;

function ChartsWhenSeen({ user }: { user: { id: string; role: Role } }) {
  return (
    <WhenNearView
      margin="0px"
      placeholder={CHARTS_PLACEHOLDER}
      withoutObserver={(show) => (
        <button type="button" onClick={show} className={buttonClass('secondary', 'mt-8')}>
          Show charts
        </button>
      )}
    >
      <Suspense fallback={CHARTS_PLACEHOLDER}>
        <DashboardCharts user={user} />
      </Suspense>
    </WhenNearView>
  );
}

/** True from the first moment the page has nothing loading (and stays true). */
function useFirstLoadSettled(ready: boolean): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  // Set while rendering (React's pattern for state that follows a value), once.
  if (!settled && ready && fetching === 0) setSettled(true);
  return settled;
}

/**
 * Asks for the widgets in one request and gives each its part (see shareAnswer). Before
 * the widgets' own first loads: a layout effect of the commit that mounts them.
 */
function useHomeRead(user: { id: string; role: Role } | null, widgets: readonly HomeWidget[]) {
  const userId = user?.id;
  const role = user?.role;
  // The list as a string: a new array with the same widgets is the same request.
  const wanted = widgets.join(' ');
  useLayoutEffect(() => {
    if (!userId || !role || !wanted) return;
    const asked = wanted.split(' ') as HomeWidget[];
    const answer = fetchDashboardHome(asked);
    const part = <T,>(value: T | undefined, widget: HomeWidget): T => {
      if (value === undefined)
        throw new AppError(`The server sent no ${widget}`, { code: 'BAD_ROW' });
      return value;
    };
    if (asked.includes('stats'))
      shareAnswer(dashboardKeys.stats(userId, role), answer, (a) => part(a.stats, 'stats'));
    if (asked.includes('deadlines'))
      shareAnswer(courtKeys.deadlines(userId), answer, (a) => part(a.deadlines, 'deadlines'));
    if (asked.includes('visits'))
      shareAnswer(complianceKeys.visits(userId), answer, (a) => part(a.visits, 'visits'));
    if (asked.includes('applications'))
      shareAnswer(applicationKeys.mine(userId), answer, (a) =>
        part(a.applications, 'applications'),
      );
  }, [userId, role, wanted]);
}

export function DashboardHomePage() {
  const user = useCurrentUser();
  const settings = useUserSettings(user?.id);
  const settingsKnown = useSettingsKnown(user?.id);
  // 'Dashboard Widgets' in Settings: the role's widgets less the ones switched off, once
  // the settings are known (the layout asks for them first, so the wait is short).
  const showsIf = (known: boolean) => (key: WidgetKey) =>
    !!user && known && widgetsFor(user.role).includes(key) && showsWidget(settings, key);
  const enrolls = can(user, 'enroll');
  // The stat cards show unless Display's toggles hide every one of the role's cards (a
  // 'stats' widget hidden before it moved there is ignored: no control could undo it).
  const statsIf = (known: boolean) =>
    !!user && known && visibleStats(statsFor(user.role), settings.display).length > 0;
  // What the page's one request asks for: exactly what mounts below, asked for at once.
  const asks = showsIf(settingsKnown);
  const asked: [HomeWidget, boolean][] = [
    ['stats', statsIf(settingsKnown)],
    ['deadlines', settingsKnown && settings.display.showDeadlines && can(user, 'manageCourtDates')],
    ['visits', asks('visits_due')],
    ['applications', asks('applications') || (settingsKnown && enrolls)],
  ];
  useHomeRead(
    user,
    asked.filter(([, on]) => on).map(([widget]) => widget),
  );
  // The widgets mount in a render that yields to the browser, not in the task that takes
  // the settings (a long task blocks input); they take the answer asked for above.
  const known = useDeferredValue(settingsKnown);
  const shows = showsIf(known);
  const showsDeadlines = !!user && known && settings.display.showDeadlines;
  const settled = useFirstLoadSettled(known);
  if (!user) return null;

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.full_name}`}
        description="Here is where your guardian ad litem work stands today."
      />
      {statsIf(known) ? <RoleStats role={user.role} userId={user.id} /> : null}
      {showsDeadlines ? <UpcomingDeadlines user={user} /> : null}
      {shows('visits_due') ? <VisitsDue user={user} /> : null}
      {/* Planned visits ride with Visits Due (its own read: dashboard_home stays as it is). */}
      {shows('visits_due') && can(user, 'viewCases') ? <PlannedVisitsCard user={user} /> : null}
      {shows('applications') ? <YourApplications /> : null}
      {enrolls && known ? <EnrollPrompt className="mt-8" /> : null}
      {settled && can(user, 'viewDashboardCharts') ? <ChartsWhenSeen user={user} /> : null}
    </>
  );
}
