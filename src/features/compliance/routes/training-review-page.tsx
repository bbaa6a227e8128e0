// 'Training Review' (admins only): records people added, by status, oldest
// pending first; approving one counts its hours towards good standing at once.
import { useQuery } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { Spinner } from '@/components/spinner';
import { errorText } from '@/lib/query-client';
import { useSearchParamsLatest } from '@/lib/use-search-params-latest';
import { reviewQuery } from '../api/queries';
import type { ReviewItem as ReviewRow } from '../api/training-api';
import { ReviewItem } from '../components/review-item';
import { STATUS_LABEL, type TrainingStatus } from '../lib/training';

const STATUSES = Object.keys(STATUS_LABEL) as TrainingStatus[];
const isStatus = (v: string | null): v is TrainingStatus => STATUSES.includes(v as TrainingStatus);

const NONE: ReviewRow[] = [];

export function TrainingReviewPage() {
  const [params, setParams] = useSearchParamsLatest();
  const raw = params.get('status');
  const status: TrainingStatus = isStatus(raw) ? raw : 'pending';
  const read = useQuery(reviewQuery(status));
  const items = read.data ?? NONE;
  const loading = read.isFetching;
  const error = errorText(read.error);

  return (
    <>
      <PageHeader
        title="Training Review"
        description="Training hours contractors and applicants recorded. Approved hours count towards good standing."
      />
      <div className="mt-6 max-w-xs">
        <Select
          label="Show"
          value={status}
          options={STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
          onChange={(e) => setParams(() => new URLSearchParams({ status: e.target.value }))}
        />
      </div>
      <div className="mt-4">
        <FormError message={error} />
      </div>
      {loading && !items.length ? (
        <Spinner label="Loading training records" className="mt-6" />
      ) : !items.length && !error ? (
        <div className="mt-6">
          <EmptyState
            icon={GraduationCap}
            title={`No ${STATUS_LABEL[status].toLowerCase()} training records.`}
          />
        </div>
      ) : (
        <ul className="mt-6 grid gap-4" aria-busy={loading}>
          {items.map((item) => (
            <ReviewItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}
