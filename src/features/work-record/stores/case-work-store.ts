// The open case's work record on its detail page: its time entries and its contacts. The
// case page's first read (cases' case_page()) seeds both; each is read again on its own
// after a change that touched it.
import { createResource } from '@/lib/resource';
import { listContacts } from '../api/contacts-api';
import { listTimeEntries } from '../api/time-entries-api';

export const useCaseEntries = createResource((caseId: string) => listTimeEntries({ caseId }), {
  initial: [],
});
export const useCaseContacts = createResource((caseId: string) => listContacts(caseId), {
  initial: [],
});
