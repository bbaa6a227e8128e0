// What each role may see and do in the app: one table read by the navigation, the
// stat cards, the route guards and `can()`. The database enforces the same rules with
// RLS; this file only decides what the UI offers, and is the one place that names roles.
import type { Enums, Tables } from './database.types';

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
  | 'training'
  | 'exports'
  | 'activity'
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

export type Action =
  /** Case Management, case pages and the full Opportunities listing (others get it redacted). */
  | 'viewCases'
  | 'createCase'
  | 'setCaseStatus'
  | 'assignCase'
  /** An open, unassigned case. */
  | 'acceptCase'
  /** The case assigned to this contractor. */
  | 'workOnCase'
  /** On the case assigned to this contractor, until it is completed. */
  | 'logTime'
  /** Apply to become a GAL contractor. */
  | 'enroll'
  /** Log a contact on the case assigned to this contractor, until it is completed. */
  | 'logContact'
  /** Gather one's own work into invoices and submit them. */
  | 'prepareInvoices'
  /** Approve, return, mark paid and void contractors' invoices. */
  | 'reviewInvoices'
  /** Add and correct mileage rates (Settings). */
  | 'manageMileageRates'
  /** Court dates: read, add, edit, delete (admins: any case; a contractor: their case). A calendar feed. */
  | 'manageCourtDates'
  /** Move a report's status (the case's contractor). */
  | 'setReportStatus'
  /** Mark a report filed (admins, from the court's docket). */
  | 'markReportFiled'
  /** Report deadline rules in Settings. */
  | 'editDeadlineRules'
  /** Court holidays in Settings, and the report due dates they moved. */
  | 'editCourtHolidays'
  /** Upcoming Deadlines across every case, with the overdue count. */
  | 'overseeDeadlines'
  /** Visits Due across every case, with the contractor and the overdue count. */
  | 'overseeVisits'
  /** The dashboard's charts: the program's (admins) or one's own work (contractors). */
  | 'viewDashboardCharts'
  /** Record one's own training hours (contractors and applicants). */
  | 'logTraining'
  /** Approve or reject other people's training, record their Florida eligibility. */
  | 'reviewTraining'
  /** Change the program's thresholds (training hours, visit standard). */
  | 'editProgramSettings'
  /** Export every record of every dataset; others export only their own work. */
  | 'exportAll';

/** Dashboard home widgets the 'Dashboard Widgets' setting turns on and off. */
// The stat cards are no widget: Display's Show Case Count and Show Time Tracking choose them,
// one control per card kind, so no second switch hides the same cards.
export type WidgetKey = 'visits_due' | 'applications';

interface Capabilities {
  pages: readonly PageKey[];
  stats: readonly StatKey[];
  actions: readonly Action[];
  widgets: readonly WidgetKey[];
}

// Everyone has Dashboard, Cases, Opportunities, Profile; Settings is last.
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
      'invoices',
      'training',
      'exports',
      'activity',
      'settings',
    ],
    stats: [
      'active_cases',
      'contractors',
      'unread_messages',
      'pending_applications',
      'new_requests',
    ],
    actions: [
      'viewCases',
      'createCase',
      'setCaseStatus',
      'assignCase',
      'reviewInvoices',
      'manageMileageRates',
      'manageCourtDates',
      'markReportFiled',
      'editDeadlineRules',
      'editCourtHolidays',
      'overseeDeadlines',
      'overseeVisits',
      'viewDashboardCharts',
      'reviewTraining',
      'editProgramSettings',
      'exportAll',
    ],
    widgets: ['visits_due'],
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
      'exports',
      'settings',
    ],
    stats: ['assigned_cases', 'hours_this_month', 'unread_messages'],
    actions: [
      'viewCases',
      'acceptCase',
      'workOnCase',
      'logTime',
      'logContact',
      'prepareInvoices',
      'manageCourtDates',
      'setReportStatus',
      'logTraining',
      'viewDashboardCharts',
    ],
    widgets: ['visits_due', 'applications'],
  },
  free: {
    pages: ['dashboard', 'cases', 'opportunities', 'profile', 'enroll', 'settings'],
    stats: ['available_cases'],
    actions: ['enroll', 'logTraining'],
    widgets: ['applications'],
  },
};

function capabilitiesOf(role: Role): Capabilities {
  // An unknown role from a newer database gets the least.
  return CAPABILITIES[role] ?? CAPABILITIES.free;
}

export const pagesFor = (role: Role) => capabilitiesOf(role).pages;
export const statsFor = (role: Role) => capabilitiesOf(role).stats;
export const widgetsFor = (role: Role) => capabilitiesOf(role).widgets;
export const canOpen = (role: Role, page: PageKey) => capabilitiesOf(role).pages.includes(page);

/**
 * Roles that act only after a second factor (an authenticator code, the session at aal2).
 * The database's private.is_admin() holds admins to it; here it sends them to /two-factor.
 */
const SECOND_FACTOR_REQUIRED: readonly Role[] = ['admin'];
export const requiresSecondFactor = (role: Role) => SECOND_FACTOR_REQUIRED.includes(role);

/** Who asks: the signed-in user's row, or nobody. */
export type Actor = Pick<Tables<'users'>, 'id' | 'role'>;
export type CaseRef = Pick<Tables<'cases'>, 'status' | 'contractor_id'>;
type CaseAction =
  'acceptCase' | 'workOnCase' | 'logTime' | 'logContact' | 'manageCourtDates' | 'setReportStatus';

const ownOpenCase = (item: CaseRef, user: Actor) =>
  item.contractor_id === user.id && item.status !== 'completed';

// The same rules as `public.accept_case`, the time entry, contact and court date policies.
const CASE_RULES: Record<CaseAction, (item: CaseRef, user: Actor) => boolean> = {
  acceptCase: (item) => item.status === 'open' && !item.contractor_id,
  workOnCase: (item, user) => item.contractor_id === user.id,
  logTime: ownOpenCase,
  logContact: ownOpenCase,
  manageCourtDates: (item, user) => user.role === 'admin' || item.contractor_id === user.id,
  setReportStatus: (item, user) => item.contractor_id === user.id,
};

/**
 * May this user do this, to this case when one is given? Without a case, whether their role
 * does it at all. Signed out, nothing.
 */
export function can(user: Actor | null | undefined, action: CaseAction, item?: CaseRef): boolean;
export function can(user: Actor | null | undefined, action: Exclude<Action, CaseAction>): boolean;
export function can(user: Actor | null | undefined, action: Action, item?: CaseRef): boolean {
  if (!user || !capabilitiesOf(user.role).actions.includes(action)) return false;
  return !item || CASE_RULES[action as CaseAction](item, user);
}
