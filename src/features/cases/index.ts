// The cases feature's face: cases (with their contacts), opportunities, time tracking,
// invoices, and the Mileage Rates section of Settings. The case page takes sections from
// other features, and its one read, from src/app, which composes its route.
export { MileageRatesSection } from './components/lazy';
export type { CaseSections } from './routes/case-detail-page';
export { caseKeys, contactKeys, entryKeys } from './api/keys';
export const loadCasesPage = () =>
  import('./routes/cases-page').then((m) => ({ Component: m.CasesPage }));
/** The case page's module and its one read (case_page()), loaded with its route. */
export const loadCaseDetailPage = () =>
  Promise.all([import('./routes/case-detail-page'), import('./api/case-page-api')]).then(
    ([page, read]) => ({ CaseDetailPage: page.CaseDetailPage, getCasePage: read.getCasePage }),
  );
export const loadOpportunitiesPage = () =>
  import('./routes/opportunities-page').then((m) => ({ Component: m.OpportunitiesPage }));
export const loadTimeTrackingPage = () =>
  import('./routes/time-tracking-page').then((m) => ({ Component: m.TimeTrackingPage }));
export const loadInvoicesPage = () =>
  import('./routes/invoices-page').then((m) => ({ Component: m.InvoicesPage }));
export const loadInvoiceDetailPage = () =>
  import('./routes/invoice-detail-page').then((m) => ({ Component: m.InvoiceDetailPage }));

// Money and hours as invoices count them (exports price entries the same way), and the
// browser download helper.
export { lineAmountCents, toCents, toQuarters } from './lib/money';
export { saveFile } from './lib/download';
