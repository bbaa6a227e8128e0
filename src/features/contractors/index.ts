// The contractors feature's public face: the admins' directory and detail pages.
export const loadContractorsPage = () =>
  import('./routes/contractors-page').then((m) => ({ Component: m.ContractorsPage }));
export const loadContractorDetailPage = () =>
  import('./routes/contractor-detail-page').then((m) => ({ Component: m.ContractorDetailPage }));
