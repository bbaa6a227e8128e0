// The dashboard feature's public face: the dashboard home route module, and the
// Settings route, which composes the settings page with higher features' sections.
export const loadDashboardHomePage = () =>
  import('./routes/dashboard-home-page').then((m) => ({ Component: m.DashboardHomePage }));

export const loadSettingsPage = () =>
  import('./routes/settings-route').then((m) => ({ Component: m.SettingsRoute }));

/** The case page with the sections of features above cases (court dates). */
export const loadCaseDetailPage = () =>
  import('./routes/case-detail-route').then((m) => m.caseDetailRoute());

export { useShell } from './stores/use-shell';
