// One stored invoice at /dashboard/invoices/:id: number, status, who and when, totals,
// lines, what may be done now, history, and its PDF and CSV.
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, FileText } from 'lucide-react';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/features/profile';
import { receiptLinksQuery } from '@/features/work-record';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import { InvoiceActions } from '../components/invoice-actions';
import { ReopenPeriod } from '../components/reopen-period';
import {
  InvoiceHistory,
  InvoiceLines,
  InvoiceTotals,
  linesMissingReceipts,
  receiptPaths,
} from '../components/invoice-view';
import {
  invoiceName,
  periodText,
  STATUS_LABELS,
  STATUS_TONES,
  unpricedLines,
} from '../lib/stored-invoice';
import { invoiceQuery } from '../api/queries';
import { useInvoiceActions } from '../stores/invoices-store';

export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const read = useQuery(invoiceQuery(id));
  const invoice = read.data ?? null;
  const loadError = errorText(read.error);
  const error = useInvoiceActions((s) => s.error);
  const notice = useInvoiceActions((s) => s.notice);
  const { open, download } = useInvoiceActions.getState();
  const userId = user?.id;
  // The expense lines' receipts, as links the reader may open (an admin reads every one).
  const receiptFiles = invoice ? receiptPaths(invoice) : [];
  const receiptsRead = useQuery({
    ...receiptLinksQuery(receiptFiles),
    enabled: receiptFiles.length > 0,
  });
  const receipts = receiptsRead.isError ? {} : receiptsRead.data;

  useEffect(() => {
    void open(id, (inv) => inv.status === 'draft' && inv.contractor_id === userId);
  }, [id, userId, open]);

  const back = (
    <Link to={paths.dashboard.invoices} className={buttonClass('ghost', '-ml-4')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Invoices
    </Link>
  );
  if (!invoice || !user) {
    return (
      <>
        {back}
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Invoice</h1>
        {loadError ? (
          <p role="alert" className="mt-4 text-red-700">
            {loadError}
          </p>
        ) : (
          <Spinner label="Loading the invoice" showLabel className="mt-4" />
        )}
      </>
    );
  }

  const unpriced = unpricedLines(invoice);
  const mine = invoice.contractor_id === user.id;
  // The contractor can still attach them while the invoice is a draft; the admin is warned at Approve.
  const noReceipts = invoice.status === 'draft' && mine ? linesMissingReceipts(invoice) : [];
  return (
    <>
      {back}
      <article aria-labelledby="invoice-title" className="mt-2 space-y-6">
        <header>
          <h1
            id="invoice-title"
            className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {invoiceName(invoice)}
            <Badge tone={STATUS_TONES[invoice.status]}>{STATUS_LABELS[invoice.status]}</Badge>
          </h1>
          <p className="mt-1 text-slate-700">
            {invoice.contractor?.full_name ?? 'Contractor'} · {periodText(invoice)}
          </p>
          <p className="text-sm text-slate-600">
            {[
              invoice.submitted_at ? `Submitted ${formatDate(invoice.submitted_at)}` : null,
              invoice.approved_at ? `approved ${formatDate(invoice.approved_at)}` : null,
              invoice.paid_at
                ? `paid ${formatDate(invoice.paid_at)} (reference ${invoice.payment_reference})`
                : null,
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
        </header>

        {invoice.status === 'draft' && invoice.returned_reason ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            Returned: {invoice.returned_reason}
          </p>
        ) : null}
        {invoice.status === 'void' && invoice.void_reason ? (
          <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            Void: {invoice.void_reason}
          </p>
        ) : null}
        {invoice.status === 'draft' && mine ? (
          <p className="text-sm text-slate-700">
            This draft shows your work as it is now. Submitting it locks the entries, contacts and
            expenses on it until it is returned or voided.
          </p>
        ) : null}
        {invoice.status === 'draft' && unpriced.length ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {unpriced.length} {unpriced.length === 1 ? 'line has' : 'lines have'} no rate yet, so
            this invoice cannot be submitted: time needs a billing rate and mileage a mileage rate,
            which an admin sets.
          </p>
        ) : null}

        {noReceipts.length ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {noReceipts.length === 1
              ? '1 expense is over the program’s receipt amount without a receipt'
              : `${noReceipts.length} expenses are over the program’s receipt amount without a receipt`}
            : attach {noReceipts.length === 1 ? 'it' : 'them'} on the case’s contact, or the admin
            is asked to approve {noReceipts.length === 1 ? 'it' : 'them'} without.
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="font-medium text-green-800">
            {notice}
          </p>
        ) : null}
        <FormError message={error} />
        <InvoiceActions
          invoice={invoice}
          user={user}
          onDiscarded={() => void navigate(paths.dashboard.invoices)}
        />

        <section aria-label="Totals">
          <InvoiceTotals invoice={invoice} />
        </section>
        <section aria-labelledby="lines-heading">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="lines-heading" className="text-lg font-semibold text-slate-900">
              Lines
            </h2>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => void download('pdf')}
              >
                <FileText aria-hidden="true" className="size-4" />
                Download PDF
              </button>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => void download('csv')}
              >
                <Download aria-hidden="true" className="size-4" />
                Download CSV
              </button>
            </div>
          </div>
          <InvoiceLines invoice={invoice} receipts={receipts} />
        </section>
        <ReopenPeriod invoice={invoice} user={user} />
        <section aria-labelledby="invoice-history-heading">
          <h2 id="invoice-history-heading" className="mb-3 text-lg font-semibold text-slate-900">
            History
          </h2>
          <InvoiceHistory events={invoice.invoice_events} />
        </section>
      </article>
    </>
  );
}
