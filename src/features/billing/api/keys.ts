// The billing feature's query keys. An invoice's transition invalidates 'invoices': its
// page and every list read again.
import { typed } from '@/lib/query-keys';
import type { InvoiceDetail, InvoiceStatus, listInvoices } from './invoices-api';
import type { PeriodReopening } from './reopenings-api';

export const invoiceKeys = {
  all: ['invoices'] as const,
  /** A contractor's own, or the admin's queue for a status; one page. */
  list: (status: InvoiceStatus | null, page: number) =>
    typed<Awaited<ReturnType<typeof listInvoices>>>()(['invoices', 'list', status, page] as const),
  detail: (id: string) => typed<InvoiceDetail>()(['invoices', 'detail', id] as const),
  /** A contractor's open reopenings: under 'invoices', since a submit can close them. */
  reopenings: (contractorId: string) =>
    typed<PeriodReopening[]>()(['invoices', 'reopenings', contractorId] as const),
};
