// The contractors feature's public face: the admins' directory and detail pages (the
// detail page takes higher features' sections as children; compliance composes it).
export { ContractorDetailPage } from './routes/contractor-detail-page';
export const loadContractorsPage = () =>
  import('./routes/contractors-page').then((m) => ({ Component: m.ContractorsPage }));
