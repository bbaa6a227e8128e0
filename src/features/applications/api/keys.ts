// The applications feature's query keys. A filed application invalidates 'applications',
// so the applicant's list and the admins' review both read again.
import { typed } from '@/lib/query-keys';
import type { ApplicationKind } from '../lib/options';
import type { getApplication, listReviews, ReviewFilters } from './applications-api';
import type { Submission } from './schemas';

export const applicationKeys = {
  all: ['applications'] as const,
  /** Keyed by user: another user's list never shows, even for a moment. */
  /** The admins' review list, one per filter. */
  reviews: (filters: ReviewFilters) =>
    typed<Awaited<ReturnType<typeof listReviews>>>()(['applications', 'reviews', filters] as const),
  detail: (kind: ApplicationKind, id: string) =>
    typed<Awaited<ReturnType<typeof getApplication>>>()([
      'applications',
      'detail',
      kind,
      id,
    ] as const),
  mine: (userId: string) => typed<Submission[]>()(['applications', 'mine', userId] as const),
};
