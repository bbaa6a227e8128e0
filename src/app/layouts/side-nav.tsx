import { NavLink } from 'react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { UnreadBadge } from '@/features/messages';
import type { Role } from '@/lib/capabilities';
import { navLinkClass } from '@/components/nav-link-styles';
import { paths } from '@/lib/paths';
import { useSidebarStore } from '@/stores/sidebar-store';
import { navItemsForRole } from '../navigation';

/** The dashboard's collapsible side navigation; the current page carries aria-current. */
export function SideNav({ role }: { role: Role }) {
  const collapsed = useSidebarStore((s) => s.collapsed);
  const toggle = useSidebarStore((s) => s.toggle);
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
          {navItemsForRole(role).map(({ page, to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === paths.dashboard.home}
                title={collapsed ? label : undefined}
                className={({ isActive }) => navLinkClass({ isActive, collapsed })}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={collapsed ? 'sr-only' : ''}>{label}</span>
                {page === 'messages' ? <UnreadBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
