// The signed-in contractor's time entries: Time Tracking's period (the list stays
// on screen while another period loads) and every entry for Invoices.
import { createResource } from '@/lib/resource';
import { listTimeEntries, type EntryQuery } from '../api/time-entries-api';

export const useTrackedEntries = createResource((query: EntryQuery) => listTimeEntries(query), {
  initial: [],
  keepPrevious: true,
});

export const useInvoiceEntries = createResource(() => listTimeEntries(), { initial: [] });
