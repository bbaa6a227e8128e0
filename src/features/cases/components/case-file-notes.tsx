// Two notes on the case page: the GAL request the case was made from (admins read
// requests: the link opens the inbox), and a closed case's order date and summary.
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { CaseDetail } from '../api/cases-api';

export function FromRequestLink({ requestId }: { requestId: string | null }) {
  if (!requestId) return null;
  return (
    <p className="mt-3 text-sm text-slate-700">
      Made from a GAL request:{' '}
      <Link
        to={`${paths.dashboard.requests}?status=converted`}
        className="font-medium text-indigo-700 hover:underline"
      >
        see it in Requests
      </Link>
    </p>
  );
}

export function ClosingSummary({ item }: { item: CaseDetail }) {
  if (item.status !== 'completed' || !item.closing_order_on) return null;
  return (
    <section
      aria-labelledby="closing-heading"
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="closing-heading" className="font-semibold text-slate-900">
        Closed: order of {formatDate(item.closing_order_on)}
      </h2>
      <p className="mt-1 whitespace-pre-line text-slate-800">{item.closing_summary}</p>
    </section>
  );
}
