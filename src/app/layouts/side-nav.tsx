import { NavLink } from 'react-router-dom';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { UserRole } from '@/features/auth';
import { useUiStore } from '@/stores/ui-store';
import { navItemsForRole } from '../navigation';

/** The dashboard's collapsible side navigation; the current page carries aria-current. */
export function SideNav({ role }: { role: UserRole }) {
  const collapsed = useUiStore((s) => s.sidebarCollapsed);
  const toggle = useUiStore((s) => s.toggleSidebar);
  const Toggle = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <nav
      aria-label="Dashboard"
      className={`hidden shrink-0 border-r border-slate-200 bg-white md:block ${
        collapsed ? 'w-16' : 'w-60'
      }`}
    >
      <div className="sticky top-16 flex flex-col gap-2 p-3">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls="dashboard-nav-list"
          aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          title={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          className="flex size-10 items-center justify-center self-end rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <Toggle aria-hidden="true" className="size-5" />
        </button>
        <ul id="dashboard-nav-list" className="space-y-1">
          {navItemsForRole(role).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/dashboard'}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                    isActive
                      ? 'bg-indigo-50 text-indigo-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  } ${collapsed ? 'justify-center' : ''}`
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={collapsed ? 'sr-only' : ''}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
