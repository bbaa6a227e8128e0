// The cases feature's public face: its lazy route module.
export const loadCasesPage = () =>
  import('./routes/cases-page').then((m) => ({ Component: m.CasesPage }));
