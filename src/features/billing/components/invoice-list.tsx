// Stored invoices as a list of cards: name, status and total on one line, so a phone
// shows every figure without scrolling sideways.
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { formatDate, formatUsd } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { InvoiceSummary } from '../api/invoices-api';
import { invoiceName, periodText, STATUS_LABELS, STATUS_TONES } from '../lib/stored-invoice';

interface InvoiceListProps {
  invoices: readonly InvoiceSummary[];
  /** Admins see whose invoice it is. */
  showContractor?: boolean;
}

export function InvoiceList({ invoices, showContractor = false }: InvoiceListProps) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {invoices.map((inv) => (
        <li
          key={inv.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <Link
                to={paths.dashboard.invoice(inv.id)}
                className="font-semibold text-indigo-800 hover:underline"
              >
                {invoiceName(inv)}
              </Link>
              <Badge tone={STATUS_TONES[inv.status]}>{STATUS_LABELS[inv.status]}</Badge>
              {inv.status === 'draft' && inv.returned_reason ? (
                <Badge tone="warning">Returned</Badge>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">
              {showContractor && inv.contractor ? `${inv.contractor.full_name} · ` : ''}
              {periodText(inv)}
              {inv.submitted_at ? ` · submitted ${formatDate(inv.submitted_at)}` : ''}
            </p>
          </div>
          <p className="font-semibold text-slate-900 tabular-nums">{formatUsd(inv.total_cents)}</p>
        </li>
      ))}
    </ul>
  );
}
