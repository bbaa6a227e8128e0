import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { countyLabel } from '@/content/florida';
import { buttonClass } from '@/components/button-styles';
import { paths } from '@/lib/paths';
import type { CaseWithPeople } from '../api/cases-api';
import { formatDate } from '@/lib/format';
import { AcceptBlocker } from './accept-blocker';
import { AbuseAllegationBadge, StatusBadge, UrgencyBadge } from './badges';

/** What came of accepting a case, told on that case. */
export interface AcceptNote {
  accepted: boolean;
  text: string;
}

interface CaseCardProps {
  item: CaseWithPeople;
  /** Given when the user may accept this case. */
  onAccept?: (id: string) => void;
  /** The accept request is under way: the button is busy and sends nothing more. */
  accepting?: boolean;
  note?: AcceptNote;
}

/**
 * The outcome where the contractor clicked. It takes the focus, because the button they
 * pressed is gone once the case is theirs (or someone else's).
 */
export function AcceptNoteLine({ note }: { note: AcceptNote }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [note]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={note.accepted ? 'status' : 'alert'}
      className={`mt-4 rounded-lg border p-3 outline-none ${
        note.accepted
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-amber-300 bg-amber-50 text-amber-900'
      }`}
    >
      {note.text}
    </p>
  );
}

export function CaseCard({ item, onAccept, accepting, note }: CaseCardProps) {
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
      {note ? <AcceptNoteLine note={note} /> : null}
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
            {accepting ? 'Accepting...' : 'Accept Case'}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** A case that left the list as its accept was told (taken by someone else, or filtered out). */
export function AcceptedElsewhereCard({ item, note }: { item: CaseWithPeople; note: AcceptNote }) {
  const titleId = `case-${item.id}`;
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {item.title}
      </h2>
      <AcceptNoteLine note={note} />
      {note.accepted ? (
        <Link
          to={paths.dashboard.case(item.id)}
          className={buttonClass('secondary', 'mt-4')}
          aria-describedby={titleId}
        >
          View Details
        </Link>
      ) : null}
    </li>
  );
}
