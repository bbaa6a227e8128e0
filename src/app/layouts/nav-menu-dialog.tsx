import { NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import { Dialog } from '@/components/dialog';
import { navLinkClass } from '@/components/nav-link-styles';
import { UnreadBadge } from '@/features/messages';
import type { Role } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import { navItemsForRole } from '../navigation';

interface NavMenuDialogProps {
  role: Role;
  onClose(): void;
  onSignOut(): void;
}

/**
 * The Menu overlay: the role's navigation plus Sign Out, as a modal dialog. Loaded only on
 * dashboard pages, so the navigation stays off the public pages' first load.
 */
export function NavMenuDialog({ role, onClose, onSignOut }: NavMenuDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Menu"
      closeLabel="Close menu"
      placement="right"
      footer={
        <button
          type="button"
          onClick={() => {
            onClose();
            onSignOut();
          }}
          className={`${navLinkClass({ isActive: false })} w-full`}
        >
          <LogOut aria-hidden="true" className="size-5" />
          Sign Out
        </button>
      }
    >
      <nav aria-label="Menu">
        <ul className="space-y-1">
          {navItemsForRole(role).map(({ page, to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === paths.dashboard.home}
                onClick={onClose}
                className={navLinkClass}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
                {page === 'messages' ? <UnreadBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
