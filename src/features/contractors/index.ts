// The contractors feature's public face: its lazy route module.
export const loadContractorsPage = () =>
  import('./routes/contractors-page').then((m) => ({ Component: m.ContractorsPage }));
