// The billing feature's reads, as the views ask for them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from './invoices-api';
import { invoiceKeys } from './keys';
import { listOpenReopenings } from './reopenings-api';

/** One page of invoices; the last page stays on screen (busy) while another loads. */
export const invoiceListQuery = (status: api.InvoiceStatus | null, page: number) =>
  queryOptions({
    queryKey: invoiceKeys.list(status, page),
    queryFn: () => api.listInvoices(status, page),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => api.getInvoice(id) });

/** The contractor's reopened periods still open. */
export const reopeningsQuery = (contractorId: string) =>
  queryOptions({
    queryKey: invoiceKeys.reopenings(contractorId),
    queryFn: () => listOpenReopenings(contractorId),
  });
