// The dashboard navigation: a label and icon per page; which pages a role gets, and
// in which order, is the capabilities table's (src/lib/capabilities.ts).
import {
  Briefcase,
  ClipboardCheck,
  Clock,
  Download,
  GraduationCap,
  History,
  Inbox,
  LayoutDashboard,
  MessageSquare,
  Receipt,
  Search,
  Settings,
  ShieldCheck,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { pagesFor, type PageKey, type Role } from '@/lib/capabilities';
import { paths } from '@/lib/paths';

export interface NavItem {
  page: PageKey;
  to: string;
  label: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: Record<PageKey, Omit<NavItem, 'page'>> = {
  dashboard: { to: paths.dashboard.home, label: 'Dashboard', icon: LayoutDashboard },
  cases: { to: paths.dashboard.cases, label: 'Cases', icon: Briefcase },
  opportunities: { to: paths.dashboard.opportunities, label: 'Opportunities', icon: Search },
  profile: { to: paths.dashboard.profile, label: 'Profile', icon: User },
  timeTracking: { to: paths.dashboard.timeTracking, label: 'Time Tracking', icon: Clock },
  invoices: { to: paths.dashboard.invoices, label: 'Invoices', icon: Receipt },
  messages: { to: paths.dashboard.messages, label: 'Messages', icon: MessageSquare },
  contractors: { to: paths.dashboard.contractors, label: 'Contractors', icon: Users },
  applications: {
    to: paths.dashboard.applications,
    label: 'Applications',
    icon: ClipboardCheck,
  },
  enroll: { to: paths.dashboard.enroll, label: 'Enroll', icon: GraduationCap },
  requests: { to: paths.dashboard.requests, label: 'Requests', icon: Inbox },
  training: { to: paths.dashboard.training, label: 'Training', icon: ShieldCheck },
  exports: { to: paths.dashboard.exports, label: 'Exports', icon: Download },
  activity: { to: paths.dashboard.activity, label: 'Activity', icon: History },
  settings: { to: paths.dashboard.settings, label: 'Settings', icon: Settings },
};

export function navItemsForRole(role: Role): NavItem[] {
  return pagesFor(role).map((page) => ({ page, ...NAV_ITEMS[page] }));
}
