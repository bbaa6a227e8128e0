// The dashboard home's first load: one request (public.dashboard_home) whose parts each
// widget's store takes as its load, so the widgets mounting with it, and the lazy ones
// mounting later, do not ask again while the page is open. Widgets not shown are not
// asked for. Reloads after a change still ask for themselves.
import { useLayoutEffect } from 'react';
import { primeMyApplications } from '@/features/applications';
import { primeVisitsDue } from '@/features/compliance';
import { primeUpcomingDeadlines } from '@/features/court';
import type { Role } from '@/lib/capabilities';
import { fetchDashboardHome, type HomeWidget } from '../api/home-api';
import { primeStats } from './stats-store';

/** Runs before the widgets' own first loads (a layout effect of the same commit). */
export function useDashboardHome(
  user: { id: string; role: Role } | null,
  widgets: readonly HomeWidget[],
): void {
  const userId = user?.id;
  const role = user?.role;
  // The list as a string: a new array with the same widgets is the same request.
  const wanted = widgets.join(' ');
  useLayoutEffect(() => {
    if (!userId || !role || !wanted) return;
    const asked = wanted.split(' ') as HomeWidget[];
    const answer = fetchDashboardHome(asked);
    const part = (widget: HomeWidget) => answer.then((a) => a[widget]);
    const releases: (() => void)[] = [];
    const lazyReleases: Promise<() => void>[] = [];
    if (asked.includes('stats')) releases.push(primeStats({ userId, role }, part('stats')));
    if (asked.includes('deadlines'))
      releases.push(primeUpcomingDeadlines(userId, part('deadlines')));
    if (asked.includes('visits')) releases.push(primeVisitsDue(userId, part('visits')));
    if (asked.includes('applications'))
      lazyReleases.push(primeMyApplications(userId, part('applications')));
    return () => {
      for (const release of releases) release();
      for (const release of lazyReleases) void release.then((r) => r());
    };
  }, [userId, role, wanted]);
}
