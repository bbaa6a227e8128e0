// The applications feature's query keys. A filed application invalidates 'applications',
// so the applicant's list and the admins' review both read again.
import { typed } from '@/lib/query-keys';
import type { Submission } from './schemas';

export const applicationKeys = {
  all: ['applications'] as const,
  /** Keyed by user: another user's list never shows, even for a moment. */
  mine: (userId: string) => typed<Submission[]>()(['applications', 'mine', userId] as const),
};
