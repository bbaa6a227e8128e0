// The cases feature's face: cases and their assignment, and opportunities. The case page
// shows the case's work record (work-record, below cases) and takes sections from features
// above (the dashboard composes its route).
export type { CaseSections } from './routes/case-detail-page';
export { onCasePageRead } from './lib/case-page-read';
export const loadCasesPage = () =>
  import('./routes/cases-page').then((m) => ({ Component: m.CasesPage }));
export const loadCaseDetailPage = () =>
  import('./routes/case-detail-page').then((m) => ({ Component: m.CaseDetailPage }));
export const loadOpportunitiesPage = () =>
  import('./routes/opportunities-page').then((m) => ({ Component: m.OpportunitiesPage }));
