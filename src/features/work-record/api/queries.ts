// The work record's reads, as the views ask for them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listContacts, receiptLinks, RECEIPT_LINK_SECONDS } from './contacts-api';
import { contactKeys, entryKeys, mileageKeys, planKeys, receiptKeys } from './keys';
import { listCasePlans, listOpenPlans } from './planned-visits-api';
import { listMileageRates } from './mileage-api';
import { listTimeEntries, listUnbilledEntries, type EntryQuery } from './time-entries-api';

export const caseEntriesQuery = (caseId: string) =>
  queryOptions({ queryKey: entryKeys.ofCase(caseId), queryFn: () => listTimeEntries({ caseId }) });

/** Time Tracking's period; the list stays on screen while another period loads. */
export const trackedEntriesQuery = (query: EntryQuery) =>
  queryOptions({
    queryKey: entryKeys.tracked(query),
    queryFn: () => listTimeEntries(query),
    placeholderData: keepPreviousData,
  });

export const unbilledEntriesQuery = () =>
  queryOptions({ queryKey: entryKeys.unbilled(), queryFn: () => listUnbilledEntries() });

export const caseContactsQuery = (caseId: string) =>
  queryOptions({ queryKey: contactKeys.ofCase(caseId), queryFn: () => listContacts(caseId) });

export const mileageRatesQuery = () =>
  queryOptions({ queryKey: mileageKeys.rates(), queryFn: () => listMileageRates() });

/** Receipt links, signed again before they expire (a review can take a while). */
export const receiptLinksQuery = (paths: readonly string[]) =>
  queryOptions({
    queryKey: receiptKeys.links(paths),
    queryFn: () => receiptLinks(paths),
    staleTime: (RECEIPT_LINK_SECONDS * 1000) / 2,
    refetchInterval: (RECEIPT_LINK_SECONDS * 1000) / 2,
  });

export const openPlansQuery = (userId: string) =>
  queryOptions({ queryKey: planKeys.open(userId), queryFn: () => listOpenPlans() });

export const casePlansQuery = (caseId: string) =>
  queryOptions({ queryKey: planKeys.ofCase(caseId), queryFn: () => listCasePlans(caseId) });
