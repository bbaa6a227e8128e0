// Every path of the app, once. Routes, navigation, redirects, links and tests build
// their URLs from here, so a renamed page is one edit.
/** The id of Profile's Training and Eligibility section, which links land on. */
export const TRAINING_SECTION_ID = 'training';
const DASHBOARD = '/dashboard';

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  /** Where a signed-in user (e.g. from a reset link) sets a new password. */
  resetPassword: '/reset-password',
  /** Where every auth email's link lands (PKCE: `?code=`), as in hosted's redirect URLs. */
  authCallback: '/auth/callback',
  /** The second sign-in step: an authenticator's code, or setting one up (admins must). */
  twoFactor: '/two-factor',
  apply: '/apply',
  choosePath: '/choose-path',
  applyAssistant: '/apply/assistant',
  /** One link goes to /opportunities without the dashboard prefix. */
  opportunitiesShortcut: '/opportunities',
  dashboard: {
    home: DASHBOARD,
    cases: `${DASHBOARD}/cases`,
    case: (id: string | number) => `${DASHBOARD}/cases/${encodeURIComponent(String(id))}`,
    /** New Case, filled from a GAL request (Requests' "Create case from this request"). */
    newCaseFromRequest: (requestId: string) =>
      `${DASHBOARD}/cases?fromRequest=${encodeURIComponent(requestId)}`,
    opportunities: `${DASHBOARD}/opportunities`,
    profile: `${DASHBOARD}/profile`,
    /** A section of Profile, by its element's id (TRAINING_SECTION_ID). */
    profileSection: (id: string) => `${DASHBOARD}/profile#${encodeURIComponent(id)}`,
    messages: `${DASHBOARD}/messages`,
    messageThread: (caseId: string) => `${DASHBOARD}/messages?case=${encodeURIComponent(caseId)}`,
    contractors: `${DASHBOARD}/contractors`,
    contractor: (id: string) => `${DASHBOARD}/contractors/${encodeURIComponent(id)}`,
    timeTracking: `${DASHBOARD}/time-tracking`,
    invoices: `${DASHBOARD}/invoices`,
    invoice: (id: string) => `${DASHBOARD}/invoices/${encodeURIComponent(id)}`,
    enroll: `${DASHBOARD}/enroll`,
    requests: `${DASHBOARD}/requests`,
    settings: `${DASHBOARD}/settings`,
    training: `${DASHBOARD}/training`,
    exports: `${DASHBOARD}/exports`,
    /** Admins: the audit log, and (with ?view=errors) the errors users' browsers reported. */
    activity: `${DASHBOARD}/activity`,
    activityErrors: () => `${DASHBOARD}/activity?view=errors`,
    /** The audit log filtered to one person (by or about them) or one case. */
    activityOf: (filter: { person?: string; case?: string }) =>
      `${DASHBOARD}/activity?${new URLSearchParams(filter).toString()}`,
    applications: `${DASHBOARD}/applications`,
    application: (kind: 'assistant' | 'contractor', id: string) =>
      `${DASHBOARD}/applications/${kind}/${encodeURIComponent(id)}`,
  },
} as const;

/** Route patterns of the builders above that take a parameter. */
export const routePatterns = {
  case: `${DASHBOARD}/cases/:id`,
  contractor: `${DASHBOARD}/contractors/:id`,
  application: `${DASHBOARD}/applications/:kind/:id`,
  invoice: `${DASHBOARD}/invoices/:id`,
} as const;

/** The route table's segments under /dashboard, derived from the paths above. */
export function dashboardSegment(path: string): string {
  return path === DASHBOARD ? '' : path.slice(DASHBOARD.length + 1);
}

/** Segment of a top-level path (no leading slash), for the route table. */
export function segment(path: string): string {
  return path.replace(/^\//, '');
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD || pathname.startsWith(`${DASHBOARD}/`);
}
