// The profile feature's public face: its lazy route module.
export const loadProfilePage = () =>
  import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage }));
