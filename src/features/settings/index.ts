// The settings feature's public face: the settings page (composed into its route by
// the dashboard feature), and the display toggles the dashboard follows.
export { useDashboardDisplay } from './stores/use-dashboard-display';
export { visibleStats, type Settings } from './lib/settings';
export { SettingsPage } from './routes/settings-page';
