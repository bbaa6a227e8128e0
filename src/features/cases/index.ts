// The cases feature's face: cases and their assignment, and opportunities. The case page
// shows the case's work record (work-record, below cases) and takes sections from other
// features, and its one read, from src/app, which composes its route.
export type { CaseSections } from './routes/case-detail-page';
export { caseKeys } from './api/keys';
export { siblingsQuery } from './api/queries';
export const loadCasesPage = () =>
  import('./routes/cases-page').then((m) => ({ Component: m.CasesPage }));
/** The case page's module and its one read (case_page()), loaded with its route. */
export const loadCaseDetailPage = () =>
  Promise.all([import('./routes/case-detail-page'), import('./api/case-page-api')]).then(
    ([page, read]) => ({ CaseDetailPage: page.CaseDetailPage, getCasePage: read.getCasePage }),
  );
export const loadOpportunitiesPage = () =>
  import('./routes/opportunities-page').then((m) => ({ Component: m.OpportunitiesPage }));
export { OfflineCase } from './components/offline-case';
