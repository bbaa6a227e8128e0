// The admin list's filters live in the URL (shareable, survive a reload); an
// unknown value falls back to 'all' instead of reaching a query.
import type { ReviewFilters } from '../api/applications-api';
import type { ApplicationKind, ApplicationStatus } from './options';

const STATUSES: readonly ApplicationStatus[] = ['pending', 'approved', 'rejected'];
const KINDS: readonly ApplicationKind[] = ['contractor', 'assistant'];

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const page = Number(params.get('page'));
  return {
    status: oneOf(params.get('status'), STATUSES),
    kind: oneOf(params.get('kind'), KINDS),
    search: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeReviewFilters(f: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.status) params.set('status', f.status);
  if (f.kind) params.set('kind', f.kind);
  if (f.search.trim()) params.set('q', f.search.trim());
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}
