// The landing feature's public face: the / route module.
export const loadLandingPage = () =>
  import('./routes/landing-page').then((m) => ({ Component: m.LandingPage }));
