// One application for an admin: every answer, the decision form and the history.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import { ApplicationAnswers } from '../components/application-answers';
import { ApplicationHistory } from '../components/application-history';
import { DecisionForm } from '../components/decision-form';
import { statusTone } from '../components/status-tone';
import { KIND_LABELS, STATUS_LABELS, type ApplicationKind } from '../lib/options';
import { formatDate } from '../lib/status';
import { applicationQuery } from '../api/queries';
import { useReviewStore } from '../stores/review-store';

export function ApplicationReviewPage() {
  const { kind: kindParam, id = '' } = useParams();
  const kind: ApplicationKind | null =
    kindParam === 'assistant' || kindParam === 'contractor' ? kindParam : null;
  const read = useQuery({ ...applicationQuery(kind ?? 'assistant', id), enabled: !!kind });
  const detail = read.data ?? null;
  const error = errorText(read.error);

  useEffect(() => useReviewStore.getState().open(), [kind, id]);

  const back = (
    <Link to={paths.dashboard.applications} className={buttonClass('ghost', '-ml-2 mb-4')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Applications
    </Link>
  );
  if (!kind)
    return (
      <>
        {back}
        <FormError message="Application not found" />
      </>
    );
  if (error)
    return (
      <>
        {back}
        <FormError message={error} />
      </>
    );
  if (!detail || detail.row.id !== id)
    return (
      <>
        {back}
        <Spinner label="Loading application" showLabel />
      </>
    );

  const { row } = detail;
  return (
    <>
      {back}
      <PageHeader
        title={row.full_name}
        description={`${KIND_LABELS[detail.kind]} application, submitted ${formatDate(row.created_at)}`}
      />
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        Status: <Badge tone={statusTone(row.status)}>{STATUS_LABELS[row.status]}</Badge>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Card title="Answers" className="lg:col-span-2">
          <ApplicationAnswers detail={detail} />
        </Card>
        <div className="space-y-6">
          <Card title="Decision">
            <DecisionForm
              kind={detail.kind}
              application={row}
              current={row.status}
              rates={detail.kind === 'contractor' ? detail.rates : null}
            />
          </Card>
          <Card title="History">
            <ApplicationHistory events={detail.events} />
          </Card>
        </div>
      </div>
    </>
  );
}
