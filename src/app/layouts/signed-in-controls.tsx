// The top bar's signed-in half: avatar, welcome line, and Dashboard, Menu or Sign Out.
// A module of its own so a signed-out visitor's first page does not carry it.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LayoutDashboard, LogOut, Menu } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { UserAvatar, type UserRow } from '@/features/profile';
import { isDashboardPath, paths } from '@/lib/paths';
import { QueryProvider } from '@/components/query-provider';
import { useSignOut } from '../use-sign-out';

type MenuModule = typeof import('./nav-menu-dialog');

// Its own chunk: the bell's api and store stay out of this module's first load.
const NotificationBell = lazy(() =>
  import('@/features/notifications').then((m) => ({ default: m.NotificationBell })),
);

/** The Menu dialog's module, fetched once a signed-in user is on a dashboard page. */
function useMenuModule(wanted: boolean): MenuModule | null {
  const [menu, setMenu] = useState<MenuModule | null>(null);
  useEffect(() => {
    if (!wanted || menu) return;
    let live = true;
    void import('./nav-menu-dialog').then((m) => {
      if (live) setMenu(m);
    });
    return () => {
      live = false;
    };
  }, [wanted, menu]);
  return menu;
}

export function SignedInControls({ user }: { user: UserRow }) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const onDashboard = isDashboardPath(pathname);
  const menu = useMenuModule(onDashboard);

  return (
    <QueryProvider>
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar url={user.avatar_url} name={user.full_name} />
        <p className="min-w-0 truncate text-sm text-slate-700">
          Welcome, <span className="font-semibold text-slate-900">{user.full_name}</span>
        </p>
        <Suspense fallback={null}>
          <NotificationBell userId={user.id} />
        </Suspense>
        {pathname === paths.home ? (
          <Link to={paths.dashboard.home} className={buttonClass('primary')}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Dashboard
          </Link>
        ) : onDashboard ? (
          menu && (
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <Menu aria-hidden="true" className="size-4" />
              Menu
            </button>
          )
        ) : (
          <button type="button" className={buttonClass('secondary')} onClick={signOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        )}
        {menuOpen && menu ? (
          <menu.NavMenuDialog role={user.role} onClose={closeMenu} onSignOut={signOut} />
        ) : null}
      </div>
    </QueryProvider>
  );
}
