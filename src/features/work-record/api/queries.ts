// The work record's reads, as the views ask for them.
import { queryOptions } from '@tanstack/react-query';
import { listContacts } from './contacts-api';
import { contactKeys, entryKeys } from './keys';
import { listTimeEntries } from './time-entries-api';

export const caseEntriesQuery = (caseId: string) =>
  queryOptions({ queryKey: entryKeys.ofCase(caseId), queryFn: () => listTimeEntries({ caseId }) });

export const caseContactsQuery = (caseId: string) =>
  queryOptions({ queryKey: contactKeys.ofCase(caseId), queryFn: () => listContacts(caseId) });
