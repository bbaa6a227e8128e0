// The activity feature's face: the admin Activity page (the audit log and reported errors).
export const loadActivityPage = () =>
  import('./routes/activity-page').then((m) => ({ Component: m.ActivityPage }));
