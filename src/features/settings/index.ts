// The settings feature's public face: its lazy route module.
export const loadSettingsPage = () =>
  import('./routes/settings-page').then((m) => ({ Component: m.SettingsPage }));
