// A case's status as every screen shows it: one label map, one tone map.
import type { Enums } from '@/lib/database.types';
import { Badge, type BadgeTone } from './badge';

type CaseStatus = Enums<'case_status'>;

const CASE_STATUS_TONE: Record<CaseStatus, BadgeTone> = {
  open: 'info',
  assigned: 'info',
  in_progress: 'warning',
  completed: 'neutral',
};

export const CASE_STATUS_LABEL: Record<CaseStatus, string> = {
  open: 'Open',
  assigned: 'Assigned',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  return <Badge tone={CASE_STATUS_TONE[status]}>{CASE_STATUS_LABEL[status]}</Badge>;
}
