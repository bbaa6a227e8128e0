// Status and urgency badges on the shared Badge. Urgency follows SPEC 2
// (red/yellow/green); each badge says its meaning in words, not only colour.
import { Badge, type BadgeTone } from '@/components/badge';
import type { CaseStatus, CaseUrgency } from '../lib/filters';

const STATUS_TONE: Record<CaseStatus, BadgeTone> = {
  open: 'info',
  assigned: 'info',
  in_progress: 'warning',
  completed: 'neutral',
};

export const STATUS_LABEL: Record<CaseStatus, string> = {
  open: 'Open',
  assigned: 'Assigned',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export function StatusBadge({ status }: { status: CaseStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}

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
