// The transitions people make on stored invoices, and which one is open (the lists and
// the invoice itself are queries: api/queries.ts); each change invalidates what it touched.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import * as api from '../api/invoices-api';
import { invoiceKeys } from '../api/keys';
import { invoiceQuery } from '../api/queries';
import { saveFile } from '@/lib/save-file';
import { documentFileName, storedInvoiceDocument } from '../lib/invoice-document';
import { invoiceName } from '../lib/stored-invoice';
import { entryKeys } from '@/features/work-record';
import { queryClient } from '@/lib/query-client';

/** An invoice made or discarded changes which entries are unbilled. */
const reloadUnbilled = () => queryClient.invalidateQueries({ queryKey: entryKeys.all });

export type Transition =
  | { kind: 'submit' }
  | { kind: 'approve' }
  | { kind: 'return'; reason: string }
  | { kind: 'pay'; paidOn: string; reference: string }
  | { kind: 'void'; reason: string };

const DONE: Record<Transition['kind'], string> = {
  submit: 'submitted',
  approve: 'approved',
  return: 'returned to the contractor',
  pay: 'marked paid',
  void: 'voided',
};

function run(inv: api.InvoiceRow, t: Transition): Promise<api.InvoiceRow> {
  const id = inv.id;
  switch (t.kind) {
    case 'submit':
      return api.submitInvoice(id);
    case 'approve':
      return api.approveInvoice(id, inv.version);
    case 'return':
      return api.returnInvoice(id, t.reason, inv.version);
    case 'pay':
      return api.markInvoicePaid(id, t.paidOn, t.reference, inv.version);
    case 'void':
      return api.voidInvoice(id, t.reason);
  }
}

interface InvoiceActions {
  /** The invoice whose page is open. */
  openId: string | null;
  busy: boolean;
  /** The last action's failure, in the database's words. */
  error: string | null;
  /** The last action's outcome, e.g. 'Invoice INV-2026-0042 approved.' */
  notice: string | null;
  /** A draft for the period; its id, or null when there was nothing (see error). */
  create(periodStart: string, periodEnd: string): Promise<string | null>;
  /** Opens an invoice; the contractor's own draft is taken again from the work as it is. */
  open(id: string, ownDraft: (inv: api.InvoiceDetail) => boolean): Promise<void>;
  transition(t: Transition): Promise<boolean>;
  discard(): Promise<boolean>;
  download(kind: 'pdf' | 'csv'): Promise<void>;
  clear(): void;
}

/** The open invoice as last read. */
const current = () => {
  const id = useInvoiceActions.getState().openId;
  return id ? (queryClient.getQueryData(invoiceKeys.detail(id)) ?? null) : null;
};
const reloadInvoices = () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });

export const useInvoiceActions = create<InvoiceActions>()((set, get) => {
  async function act(work: () => Promise<string | null>): Promise<boolean> {
    if (get().busy) return false;
    set({ busy: true, error: null, notice: null });
    try {
      const notice = await work();
      set({ busy: false, notice });
      return true;
    } catch (e) {
      set({ busy: false, error: messageOf(e) });
      return false;
    }
  }

  return {
    openId: null,
    busy: false,
    error: null,
    notice: null,

    async create(periodStart, periodEnd) {
      let id: string | null = null;
      await act(async () => {
        id = (await api.createInvoice(periodStart, periodEnd)).id;
        await Promise.all([reloadInvoices(), reloadUnbilled()]);
        return null;
      });
      return id;
    },

    async open(id, ownDraft) {
      set({ openId: id, error: null, notice: null });
      // Read afresh (joining the page's own read); its failure is the page's to show.
      const inv = await queryClient
        .fetchQuery({ ...invoiceQuery(id), staleTime: 0 })
        .catch(() => null);
      if (!inv || get().openId !== id || !ownDraft(inv)) return;
      try {
        await api.refreshInvoice(id);
        await queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
      } catch (e) {
        set({ error: messageOf(e) });
      }
    },

    transition: (t) =>
      act(async () => {
        const inv = current();
        if (!inv) return null;
        const row = await run(inv, t);
        await reloadInvoices();
        return `Invoice ${invoiceName(row)} ${DONE[t.kind]}.`;
      }),

    discard: () =>
      act(async () => {
        const inv = current();
        if (!inv) return null;
        await api.discardInvoice(inv.id);
        await Promise.all([reloadInvoices(), reloadUnbilled()]);
        return 'Draft discarded; its work is unbilled again.';
      }),

    async download(kind) {
      const inv = current();
      if (!inv) return;
      try {
        // jsPDF and the CSV writer load only now, never with the route.
        const doc = storedInvoiceDocument(inv);
        if (kind === 'pdf') {
          const { invoiceDocumentPdf } = await import('../lib/invoice-document-pdf');
          saveFile(invoiceDocumentPdf(doc), documentFileName(doc, 'pdf'));
        } else {
          const { invoiceDocumentCsv } = await import('../lib/invoice-document-csv');
          const csv = new Blob([invoiceDocumentCsv(doc)], { type: 'text/csv' });
          saveFile(csv, documentFileName(doc, 'csv'));
        }
      } catch (e) {
        set({ error: messageOf(e) });
      }
    },

    clear() {
      set({ error: null, notice: null });
    },
  };
});
