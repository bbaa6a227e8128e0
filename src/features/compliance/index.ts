// The compliance feature's public face: training hours and good standing,
// Florida eligibility, the program's thresholds, the 30-day visit standard and
// exports. It composes the Profile and contractor routes, which sit lower.
export const loadProfileRoute = () =>
  import('./routes/profile-route').then((m) => ({ Component: m.ProfileRoute }));
export const loadContractorsRoute = () =>
  import('./routes/contractors-route').then((m) => ({ Component: m.ContractorsRoute }));
export const loadContractorRoute = () =>
  import('./routes/contractor-route').then((m) => ({ Component: m.ContractorRoute }));
export const loadTrainingReviewPage = () =>
  import('./routes/training-review-page').then((m) => ({ Component: m.TrainingReviewPage }));
export const loadExportsPage = () =>
  import('./routes/exports-page').then((m) => ({ Component: m.ExportsPage }));
// Sections of the Settings page (mounted by src/app/routes/settings-page.tsx).
export { ExportPreferences } from './components/export-preferences';
export { ProgramSettingsSection } from './components/program-settings';
export { CredentialRulesSection } from './components/credential-rules';
// The 'Visits Due' dashboard widget (mounted by src/app/routes/dashboard-home-page.tsx).
export { VisitsDue } from './components/visits-due';
export { complianceKeys } from './api/keys';
export { visitsDueSchema } from './api/schemas';
