import { useCallback, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LayoutDashboard, LogIn, LogOut, Menu } from 'lucide-react';
import { Brand } from '@/components/brand';
import { buttonClass } from '@/components/button-styles';
import { useAuthStore } from '@/features/auth';
import { navItemsForRole } from '../navigation';
import { useSignOut } from '../use-sign-out';
import { NavMenuDialog } from './nav-menu-dialog';

const publicLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-2 py-2 text-sm font-medium sm:px-3 ${
    isActive ? 'text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function TopBar() {
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const onDashboard = pathname === '/dashboard' || pathname.startsWith('/dashboard/');

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/" aria-label="GAL Connect home" className="rounded-lg">
          <Brand hideNameOnMobile={user !== null} />
        </Link>

        {user ? (
          <div className="flex min-w-0 items-center gap-3">
            <p className="min-w-0 truncate text-sm text-slate-700">
              Welcome, <span className="font-semibold text-slate-900">{user.full_name}</span>
            </p>
            {pathname === '/' ? (
              <Link to="/dashboard" className={buttonClass('primary')}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Dashboard
              </Link>
            ) : onDashboard ? (
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
            ) : (
              <button type="button" className={buttonClass('secondary')} onClick={signOut}>
                <LogOut aria-hidden="true" className="size-4" />
                Sign Out
              </button>
            )}
          </div>
        ) : (
          <nav aria-label="Main" className="flex items-center sm:gap-1">
            <NavLink to="/" end className={publicLinkClass}>
              Home
            </NavLink>
            <NavLink to="/apply" className={publicLinkClass}>
              Apply
            </NavLink>
            <Link to="/login" className={buttonClass('primary', 'ml-1 px-3 sm:px-4')}>
              <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
              Sign In
            </Link>
          </nav>
        )}
      </div>
      {user && menuOpen ? (
        <NavMenuDialog items={navItemsForRole(user.role)} onClose={closeMenu} onSignOut={signOut} />
      ) : null}
    </header>
  );
}
