// The cases feature's query keys, one domain each: a write invalidates its domain's key,
// so every view of it reads again (a case's status on its page and in the list; a contact
// and the time entry it logs).
import { typed } from '@/lib/query-keys';
import type { CaseDetail, Person } from './cases-api';
import type { Contact } from './contacts-api';
import type { TimeEntry } from './time-entries-api';

export const caseKeys = {
  all: ['cases'] as const,
  detail: (id: string) => typed<CaseDetail>()(['cases', 'detail', id] as const),
  /** The contractors an admin may assign a case to. */
  contractors: () => typed<Person[]>()(['cases', 'contractors'] as const),
};

export const entryKeys = {
  all: ['time-entries'] as const,
  ofCase: (caseId: string) => typed<TimeEntry[]>()(['time-entries', 'case', caseId] as const),
};

export const contactKeys = {
  all: ['contacts'] as const,
  ofCase: (caseId: string) => typed<Contact[]>()(['contacts', caseId] as const),
};
