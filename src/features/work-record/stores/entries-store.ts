// The signed-in contractor's time entries: Time Tracking's period (the list stays
// on screen while another period loads) and the unbilled ones for Invoices.
import { createResource } from '@/lib/resource';
import { listTimeEntries, listUnbilledEntries, type EntryQuery } from '../api/time-entries-api';

export const useTrackedEntries = createResource((query: EntryQuery) => listTimeEntries(query), {
  initial: [],
  keepPrevious: true,
});

export const useInvoiceEntries = createResource(() => listUnbilledEntries(), { initial: [] });
