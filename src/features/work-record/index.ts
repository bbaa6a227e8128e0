// The work-record feature's face: what a contractor records on a case (contacts with their
// expenses and receipts, time entries, mileage), the Time Tracking page, and the Mileage
// Rates section of Settings. Cases' page renders the sections (the page's one read, in
// src/app, fills the keys below); billing prices the entries.
export { MileageRatesSection } from './components/lazy';
export { ContactsSection } from './components/contacts-section';
export { PlannedVisitsCard, PlannedVisitsSection } from './components/planned-visits';
export { openPlansQuery } from './api/queries';
export { plannedWhen, soonestPlanByCase } from './lib/planned-visit';
export type { PlannedVisit } from './api/planned-visits-api';
export type { CaseChoice, PersonChoice } from './components/sibling-fields';
export { OfflineBanner, useOutboxRunner } from './components/offline-banner';
export { OfflineContacts } from './components/offline-contacts';
export { useOutbox, useOnline } from './stores/outbox-store';
export { readLoggableCases, rememberLoggableCases, type LoggableCase } from './lib/device-store';
export { TimeEntryForm } from './components/time-entry-form';
export { TimeEntryList } from './components/time-entry-list';
export { contactKeys, entryKeys, planKeys } from './api/keys';
export { caseEntriesQuery, receiptLinksQuery, unbilledEntriesQuery } from './api/queries';
export { contactSchema, plannedVisitSchema, timeEntrySchema } from './api/schemas';
export { receiptName, type Contact, type ReceiptLink } from './api/contacts-api';
export { sniffReceipt } from './lib/receipt-files';
export {
  addTimeEntry,
  deleteTimeEntry,
  updateTimeEntry,
  type TimeEntry,
  type TimeEntryFields,
} from './api/time-entries-api';
export { groupByCase } from './lib/time-tracking';
export { mileageRateLabel } from './lib/mileage';
export const loadTimeTrackingPage = () =>
  import('./routes/time-tracking-page').then((m) => ({ Component: m.TimeTrackingPage }));
