// The cases feature's reads, as the views ask for them.
import { queryOptions } from '@tanstack/react-query';
import * as casesApi from './cases-api';
import { listContacts } from './contacts-api';
import { caseKeys, contactKeys, entryKeys } from './keys';
import { listTimeEntries } from './time-entries-api';

export const caseQuery = (id: string) =>
  queryOptions({ queryKey: caseKeys.detail(id), queryFn: () => casesApi.getCase(id) });

export const contractorsQuery = () =>
  queryOptions({ queryKey: caseKeys.contractors(), queryFn: () => casesApi.listContractors() });

export const caseEntriesQuery = (caseId: string) =>
  queryOptions({ queryKey: entryKeys.ofCase(caseId), queryFn: () => listTimeEntries({ caseId }) });

export const caseContactsQuery = (caseId: string) =>
  queryOptions({ queryKey: contactKeys.ofCase(caseId), queryFn: () => listContacts(caseId) });
