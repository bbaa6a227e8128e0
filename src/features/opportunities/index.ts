// The opportunities feature's public face: its lazy route module.
export const loadOpportunitiesPage = () =>
  import('./routes/opportunities-page').then((m) => ({ Component: m.OpportunitiesPage }));
