// The dashboard feature's public face: the dashboard home route module.
export const loadDashboardHomePage = () =>
  import('./routes/dashboard-home-page').then((m) => ({ Component: m.DashboardHomePage }));
