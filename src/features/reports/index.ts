// The reports feature's public face: the court report under each hearing (drafting,
// versions, filed or served) and the Settings section for the report template. Only
// lazy route modules import it (the dashboard composes them); docxtemplater loads
// later still, when a report is drafted or a template checked.
export { CourtReport } from './components/court-report';
export { ReportTemplates } from './components/report-templates';
export { reportKeys } from './api/keys';
