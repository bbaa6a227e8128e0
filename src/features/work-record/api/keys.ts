// The work record's query keys, one domain each: a write invalidates its domain's key, so
// every view of it reads again. A contact logs a time entry: its writes invalidate both.
import { typed } from '@/lib/query-keys';
import type { Contact } from './contacts-api';
import type { TimeEntry } from './time-entries-api';

export const entryKeys = {
  all: ['time-entries'] as const,
  ofCase: (caseId: string) => typed<TimeEntry[]>()(['time-entries', 'case', caseId] as const),
};

export const contactKeys = {
  all: ['contacts'] as const,
  ofCase: (caseId: string) => typed<Contact[]>()(['contacts', caseId] as const),
};
