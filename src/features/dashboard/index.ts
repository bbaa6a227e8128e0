// The dashboard feature's public face: the stat cards (one dashboard_stats call), their
// key and the schema of their figures, which the dashboard home's one request also carries.
export { RoleStats } from './components/role-stats';
export { dashboardKeys } from './api/keys';
export { statsSchema } from './api/stats-api';
/** The charts section, a chunk of its own: the dashboard home loads it when it scrolls into view. */
export const loadDashboardCharts = () =>
  import('./components/dashboard-charts').then((m) => ({ default: m.DashboardCharts }));
