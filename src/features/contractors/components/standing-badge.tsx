// Good standing as the directory function reports it: a badge, and what
// is missing when the contractor is short of training hours.
import { Badge } from '@/components/badge';
import type { ContractorRow } from '../api/contractors-api';

export function StandingBadge({
  row,
}: {
  row: Pick<ContractorRow, 'good_standing' | 'standing_shortfall'>;
}) {
  if (row.good_standing) return <Badge tone="success">Good standing</Badge>;
  return (
    <div>
      <Badge tone="danger">Not in good standing</Badge>
      {row.standing_shortfall ? (
        <p className="mt-1 text-xs text-slate-700">{row.standing_shortfall}</p>
      ) : null}
    </div>
  );
}
