// The role-only page guard, in its own module so it (with the navigation labels it
// names pages by) loads with the dashboard, not with the public pages.
import { Navigate, Outlet, useMatches } from 'react-router';
import { useCurrentUser } from '@/features/profile';
import { canOpen, type PageKey } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import type { Notice, RouteHandle } from './guards';
import { NAV_ITEMS } from './navigation';

/**
 * Role-only pages: a role without the matched route's page goes to the dashboard
 * with a message saying why. The database refuses the data either way.
 */
export function RequirePage() {
  const user = useCurrentUser();
  const matches = useMatches();
  const page = matches
    .map((m) => (m.handle as RouteHandle | undefined)?.page)
    .filter((p): p is PageKey => p !== undefined)
    .pop();
  if (!user || page === undefined || canOpen(user.role, page)) return <Outlet />;
  const notice: Notice = {
    notice: `The ${NAV_ITEMS[page].label} page is not available to your account.`,
  };
  return <Navigate to={paths.dashboard.home} replace state={notice} />;
}
