// The enrollment feature's public face: its lazy route module.
export const loadEnrollPage = () =>
  import('./routes/enroll-page').then((m) => ({ Component: m.EnrollPage }));
