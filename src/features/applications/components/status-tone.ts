import type { BadgeTone } from '@/components/badge';
import type { ApplicationStatus } from '../lib/options';

export function statusTone(status: ApplicationStatus): BadgeTone {
  return status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning';
}
