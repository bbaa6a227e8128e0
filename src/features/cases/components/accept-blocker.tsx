// Where Accept Case would be: why the database will not let this contractor take the
// case (not in good standing, not eligible under §61.402(2), deactivated), and where
// to see their training. The reason comes with the case row (accept_blocker).
import { Link } from 'react-router';
import { paths, TRAINING_SECTION_ID } from '@/lib/paths';

export function AcceptBlocker({
  reason,
  many = false,
  className = '',
}: {
  reason: string;
  /** Said once for a whole list. */
  many?: boolean;
  className?: string;
}) {
  return (
    <p
      className={`rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 ${className}`}
    >
      <span className="font-semibold">You cannot accept {many ? 'cases' : 'this case'}. </span>
      {reason}.{' '}
      <Link
        to={paths.dashboard.profileSection(TRAINING_SECTION_ID)}
        className="font-medium underline"
      >
        Your training and eligibility
      </Link>
    </p>
  );
}
