// The role-only page guard, in its own module so it (with the navigation labels it
// names pages by) loads with the dashboard, not with the public pages.
import { Navigate, Outlet, useMatches } from 'react-router';
import { tokenAal, useAuthStore } from '@/features/auth';
import { useCurrentUser } from '@/features/profile';
import { canOpen, requiresSecondFactor, type PageKey } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import type { Notice, RouteHandle } from './guards';
import { NAV_ITEMS } from './navigation';

/**
 * Role-only pages: a role without the matched route's page goes to the dashboard
 * with a message saying why. The database refuses the data either way. An admin whose
 * session has no second factor (aal1) goes to /two-factor first: below aal2 the database
 * gives admins nothing, so every admin page would be empty.
 */
export function RequirePage() {
  const user = useCurrentUser();
  const aal = useAuthStore((s) => tokenAal(s.session?.access_token));
  const matches = useMatches();
  if (user && requiresSecondFactor(user.role) && aal !== 'aal2') {
    return <Navigate to={paths.twoFactor} replace />;
  }
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
