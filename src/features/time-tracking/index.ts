// The time-tracking feature's public face: its lazy route module.
export const loadTimeTrackingPage = () =>
  import('./routes/time-tracking-page').then((m) => ({ Component: m.TimeTrackingPage }));
