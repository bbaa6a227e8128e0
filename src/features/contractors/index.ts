// The contractors feature's public face: the admins' directory and detail pages (compliance
// composes both routes: the credentials lapsing next, a contractor's training and credentials).
export { ContractorDetailPage } from './routes/contractor-detail-page';
export { ContractorsPage } from './routes/contractors-page';
