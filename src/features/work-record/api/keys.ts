// The work record's query keys, one domain each: a write invalidates its domain's key, so
// every view of it reads again (the case page's entries, Time Tracking, Invoices' unbilled
// work). A contact logs a time entry: its writes invalidate both.
import { typed } from '@/lib/query-keys';
import type { Contact, ReceiptLink } from './contacts-api';
import type { MileageRate } from './mileage-api';
import type { PlannedVisit } from './planned-visits-api';
import type { EntryQuery, TimeEntry } from './time-entries-api';

export const entryKeys = {
  all: ['time-entries'] as const,
  ofCase: (caseId: string) => typed<TimeEntry[]>()(['time-entries', 'case', caseId] as const),
  tracked: (query: EntryQuery) => typed<TimeEntry[]>()(['time-entries', 'tracked', query] as const),
  /** The signed-in contractor's entries on no invoice yet (Invoices). */
  unbilled: () => typed<TimeEntry[]>()(['time-entries', 'unbilled'] as const),
};

export const contactKeys = {
  all: ['contacts'] as const,
  ofCase: (caseId: string) => typed<Contact[]>()(['contacts', caseId] as const),
};

export const mileageKeys = {
  all: ['mileage-rates'] as const,
  rates: () => typed<MileageRate[]>()(['mileage-rates'] as const),
};

/** Signed links to receipts, for the paths asked (an invoice's expense lines). */
export const receiptKeys = {
  all: ['receipt-links'] as const,
  links: (paths: readonly string[]) =>
    typed<Record<string, ReceiptLink>>()(['receipt-links', ...paths] as const),
};

/** Planned visits: the caller's open ones (dashboard, Visits Due) and one case's. */
export const planKeys = {
  all: ['planned-visits'] as const,
  open: (userId: string) => typed<PlannedVisit[]>()(['planned-visits', 'open', userId] as const),
  ofCase: (caseId: string) => typed<PlannedVisit[]>()(['planned-visits', 'case', caseId] as const),
};
