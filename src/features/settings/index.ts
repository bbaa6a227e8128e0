// The settings feature's public face: the settings page (composed into its route by
// the dashboard feature), and the display toggles the dashboard follows.
export {
  useApplyTheme,
  useDashboardDisplay,
  useSettingsKnown,
  useUserSettings,
} from './stores/use-dashboard-display';
export { useSettingsStore } from './stores/settings-store';
export { settingsKeys } from './api/keys';
export { storedSettingsSchema } from './api/schemas';
export { showsWidget, visibleStats, type DateFormat, type Settings } from './lib/settings';
export { SettingsPage } from './routes/settings-page';
