// Status and urgency badges on the shared Badge. Urgency follows the specification
// (red/yellow/green); each badge says its meaning in words, not only colour.
// The status label map is shared (the contractor pages show case statuses too).
import { Badge, type BadgeTone } from '@/components/badge';
import { CASE_STATUS_LABEL, CaseStatusBadge } from '@/components/case-status-badge';
import type { CaseUrgency } from '../lib/filters';

export const STATUS_LABEL = CASE_STATUS_LABEL;
export const StatusBadge = CaseStatusBadge;

const URGENCY_TONE: Record<CaseUrgency, BadgeTone> = {
  High: 'danger',
  Medium: 'warning',
  Low: 'success',
};

export function UrgencyBadge({ urgency }: { urgency: CaseUrgency }) {
  return <Badge tone={URGENCY_TONE[urgency]}>{urgency} Priority</Badge>;
}

export function PlainBadge({ children }: { children: string }) {
  return <Badge>{children}</Badge>;
}

/** §61.402(2): shown wherever the case is, so an admin assigning it sees it first. */
export function AbuseAllegationBadge() {
  return <Badge tone="danger">Abuse allegation</Badge>;
}
