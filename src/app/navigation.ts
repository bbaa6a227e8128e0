// The dashboard navigation by role (SPEC 2, 'Top bar and navigation').
import {
  Briefcase,
  Clock,
  GraduationCap,
  LayoutDashboard,
  MessageSquare,
  Receipt,
  Search,
  Settings,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { UserRole } from '@/features/auth';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const DASHBOARD: NavItem = { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard };
const CASES: NavItem = { to: '/dashboard/cases', label: 'Cases', icon: Briefcase };
const OPPORTUNITIES: NavItem = {
  to: '/dashboard/opportunities',
  label: 'Opportunities',
  icon: Search,
};
const PROFILE: NavItem = { to: '/dashboard/profile', label: 'Profile', icon: User };
const MESSAGES: NavItem = { to: '/dashboard/messages', label: 'Messages', icon: MessageSquare };
const CONTRACTORS: NavItem = { to: '/dashboard/contractors', label: 'Contractors', icon: Users };
const TIME_TRACKING: NavItem = {
  to: '/dashboard/time-tracking',
  label: 'Time Tracking',
  icon: Clock,
};
const INVOICES: NavItem = { to: '/dashboard/invoices', label: 'Invoices', icon: Receipt };
const ENROLL: NavItem = { to: '/dashboard/enroll', label: 'Enroll', icon: GraduationCap };
const SETTINGS: NavItem = { to: '/dashboard/settings', label: 'Settings', icon: Settings };

const BY_ROLE: Record<UserRole, NavItem[]> = {
  admin: [MESSAGES, CONTRACTORS],
  contractor: [TIME_TRACKING, INVOICES, MESSAGES],
  free: [ENROLL],
};

/** Everyone's items, then the role's, then Settings last. */
export function navItemsForRole(role: UserRole): NavItem[] {
  return [DASHBOARD, CASES, OPPORTUNITIES, PROFILE, ...(BY_ROLE[role] ?? BY_ROLE.free), SETTINGS];
}
