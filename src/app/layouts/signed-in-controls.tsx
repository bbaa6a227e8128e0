// The top bar's signed-in half: avatar, welcome line, and Dashboard, Menu or Sign Out.
// A module of its own so a signed-out visitor's first page does not carry it.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LayoutDashboard, LogOut, Menu } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { UserAvatar, type UserRow } from '@/features/profile';
import { isDashboardPath, paths } from '@/lib/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryProvider } from '@/components/query-provider';
import { useSignOut, WAITING_WARNING, waitingContacts } from '../use-sign-out';

type MenuModule = typeof import('./nav-menu-dialog');

// Below the sm breakpoint the buttons show their icon only (the label stays their accessible
// name), so the welcome line keeps the width of a 390 px phone.
const COMPACT = 'shrink-0 max-sm:px-2.5';
const LABEL = 'sr-only sm:not-sr-only';

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
  const signOutNow = useSignOut();
  // Contacts still waiting on this device: how many, while the sign-out asks about them.
  const [waiting, setWaiting] = useState(0);
  const signOut = useCallback(() => {
    const n = waitingContacts();
    if (n) setWaiting(n);
    else void signOutNow();
  }, [signOutNow]);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const onDashboard = isDashboardPath(pathname);
  const menu = useMenuModule(onDashboard);

  return (
    <QueryProvider>
      <div className="flex min-w-0 items-center gap-2 sm:gap-3">
        <UserAvatar url={user.avatar_url} name={user.full_name} />
        {/* The whole name, never cut: on a phone the welcome takes its own line above the
            name, the name wraps at its spaces (two lines at most), and the buttons beside
            it keep only their icons, so the name has the room. */}
        <p
          className="line-clamp-2 min-w-0 text-sm leading-tight break-words text-slate-700 sm:line-clamp-1"
          title={`Welcome, ${user.full_name}`}
        >
          <span className="block sm:inline">Welcome, </span>
          <span className="font-semibold text-slate-900">{user.full_name}</span>
        </p>
        <Suspense fallback={null}>
          <NotificationBell userId={user.id} />
        </Suspense>
        {pathname === paths.home ? (
          <Link to={paths.dashboard.home} className={buttonClass('primary', COMPACT)}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            <span className={LABEL}>Dashboard</span>
          </Link>
        ) : onDashboard ? (
          menu && (
            <button
              type="button"
              className={buttonClass('secondary', COMPACT)}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <Menu aria-hidden="true" className="size-4" />
              <span className={LABEL}>Menu</span>
            </button>
          )
        ) : (
          <button type="button" className={buttonClass('secondary', COMPACT)} onClick={signOut}>
            <LogOut aria-hidden="true" className="size-4" />
            <span className={LABEL}>Sign Out</span>
          </button>
        )}
        {menuOpen && menu ? (
          <menu.NavMenuDialog role={user.role} onClose={closeMenu} onSignOut={signOut} />
        ) : null}
        <ConfirmDialog
          open={waiting > 0}
          title="Sign out with contacts not sent?"
          description={WAITING_WARNING(waiting)}
          confirmLabel="Sign Out and Delete Them"
          cancelLabel="Stay Signed In"
          onCancel={() => setWaiting(0)}
          onConfirm={() => {
            setWaiting(0);
            void signOutNow();
          }}
        />
      </div>
    </QueryProvider>
  );
}
