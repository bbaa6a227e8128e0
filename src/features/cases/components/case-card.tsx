import { Link } from 'react-router-dom';
import { countyLabel } from '@/content/florida';
import { buttonClass } from '@/components/button-styles';
import { paths } from '@/lib/paths';
import type { CaseWithPeople } from '../api/cases-api';
import { formatDate } from '@/lib/format';
import { AcceptBlocker } from './accept-blocker';
import { AbuseAllegationBadge, StatusBadge, UrgencyBadge } from './badges';

interface CaseCardProps {
  item: CaseWithPeople;
  /** Given when the user may accept this case. */
  onAccept?: (id: string) => void;
  accepting?: boolean;
}

export function CaseCard({ item, onAccept, accepting }: CaseCardProps) {
  const titleId = `case-${item.id}`;
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {item.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={item.status} />
          <UrgencyBadge urgency={item.urgency} />
          {item.abuse_allegation ? <AbuseAllegationBadge /> : null}
        </div>
      </div>
      <p className="mt-2 line-clamp-3 text-slate-700">{item.description}</p>
      <p className="mt-3 text-sm text-slate-600">
        {item.county ? `${countyLabel(item.county)} · ` : ''}
        {item.category} · Posted {formatDate(item.created_at)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={paths.dashboard.case(item.id)}
          className={buttonClass('secondary')}
          aria-describedby={titleId}
        >
          View Details
        </Link>
        {onAccept && item.accept_blocker ? (
          <AcceptBlocker reason={item.accept_blocker} className="w-full" />
        ) : onAccept ? (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => onAccept(item.id)}
            disabled={accepting}
            aria-describedby={titleId}
          >
            Accept Case
          </button>
        ) : null}
      </div>
    </li>
  );
}
