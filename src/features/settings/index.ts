// The settings feature's public face: the settings page, and the display toggles
// the dashboard follows.
export { useDashboardDisplay } from './stores/use-dashboard-display';
export { visibleStats, type Settings } from './lib/settings';

export const loadSettingsPage = () =>
  import('./routes/settings-page').then((m) => ({ Component: m.SettingsPage }));
