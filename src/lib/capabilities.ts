// What each role may see and do in the app: one table read by the navigation, the
// stat cards and the route guards. The database enforces the same rules with RLS;
// this table only decides what the UI offers.
import type { Enums } from './database.types';

export type Role = Enums<'user_role'>;

/** Dashboard pages, in navigation order. */
export type PageKey =
  | 'dashboard'
  | 'cases'
  | 'opportunities'
  | 'profile'
  | 'timeTracking'
  | 'invoices'
  | 'messages'
  | 'contractors'
  | 'applications'
  | 'enroll'
  | 'requests'
  | 'settings';

/**
 * Stat cards on the dashboard home, as keys of the `dashboard_stats()` result. In the
 * database each comes from its feature's `private.<feature>_stats()`; here a role's row
 * below says which cards it shows.
 */
export type StatKey =
  | 'active_cases'
  | 'contractors'
  | 'unread_messages'
  | 'assigned_cases'
  | 'hours_this_month'
  | 'available_cases'
  | 'pending_applications'
  | 'new_requests';

/** What `dashboard_stats()` answers: a figure for each card of the caller's role. */
export type DashboardStats = Partial<Record<StatKey, number>>;

export type Action = 'createCase' | 'setCaseStatus' | 'acceptCase' | 'logTime';

interface Capabilities {
  pages: readonly PageKey[];
  stats: readonly StatKey[];
  actions: readonly Action[];
}

// SPEC 2 and 6: everyone has Dashboard, Cases, Opportunities, Profile; Settings is last.
export const CAPABILITIES: Record<Role, Capabilities> = {
  admin: {
    pages: [
      'dashboard',
      'cases',
      'opportunities',
      'profile',
      'messages',
      'contractors',
      'applications',
      'requests',
      'settings',
    ],
    stats: [
      'active_cases',
      'contractors',
      'unread_messages',
      'pending_applications',
      'new_requests',
    ],
    actions: ['createCase', 'setCaseStatus'],
  },
  contractor: {
    pages: [
      'dashboard',
      'cases',
      'opportunities',
      'profile',
      'timeTracking',
      'invoices',
      'messages',
      'settings',
    ],
    stats: ['assigned_cases', 'hours_this_month', 'unread_messages'],
    actions: ['acceptCase', 'logTime'],
  },
  free: {
    pages: ['dashboard', 'cases', 'opportunities', 'profile', 'enroll', 'settings'],
    stats: ['available_cases'],
    actions: [],
  },
};

function capabilitiesOf(role: Role): Capabilities {
  // An unknown role from a newer database gets the least.
  return CAPABILITIES[role] ?? CAPABILITIES.free;
}

export const pagesFor = (role: Role) => capabilitiesOf(role).pages;
export const statsFor = (role: Role) => capabilitiesOf(role).stats;
export const canOpen = (role: Role, page: PageKey) => capabilitiesOf(role).pages.includes(page);
export const can = (role: Role, action: Action) => capabilitiesOf(role).actions.includes(action);
