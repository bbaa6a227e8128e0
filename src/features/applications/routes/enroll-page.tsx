// Enroll (free users, SPEC 2): becoming a contractor means filing the GAL application,
// so the page holds that form, or the state of the application already filed.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/features/profile';
import { paths } from '@/lib/paths';
import type { Submission } from '../api/applications-api';
import { ApplicationStatusText } from '../components/application-status-text';
import { GalApplicationForm } from '../components/gal-application-form';
import { statusTone } from '../components/status-tone';
import { STATUS_LABELS } from '../lib/options';
import { enrollmentFor, formatDate } from '../lib/status';
import { useMyApplications } from '../stores/my-applications-store';

const NONE: Submission[] = [];

export function EnrollPage() {
  const user = useCurrentUser();
  const userId = user?.id;
  const items = useMyApplications((s) => (s.params === userId ? s.data : NONE));
  const loaded = useMyApplications((s) => s.params === userId && !s.loading);
  const error = useMyApplications((s) => s.error);

  useEffect(() => {
    if (userId) void useMyApplications.getState().load(userId);
  }, [userId]);

  const enrollment = enrollmentFor(items, new Date());

  return (
    <>
      <PageHeader
        title="Become a GAL Contractor"
        description="Complete your enrollment to accept paid and pro bono cases."
      />
      {error ? <p className="mt-4 text-sm text-red-700">{error}</p> : null}
      <div className="mt-6">
        {!loaded ? (
          <Spinner label="Loading your applications" showLabel />
        ) : enrollment.step === 'apply' ? (
          <section aria-labelledby="gal-application">
            <h2 id="gal-application" className="text-xl font-bold text-slate-900">
              Family Law Guardian ad Litem Application
            </h2>
            <div className="mt-4">
              <GalApplicationForm />
            </div>
          </section>
        ) : (
          <Card title="Your GAL Contractor Application">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge tone={statusTone(enrollment.submission.status)}>
                {STATUS_LABELS[enrollment.submission.status]}
              </Badge>
              Submitted {formatDate(enrollment.submission.submittedAt)}
            </p>
            <ApplicationStatusText {...enrollment.submission} />
          </Card>
        )}
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Not ready to take cases on your own?{' '}
        <Link
          to={paths.applyAssistant}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          Apply as a GAL Assistant
        </Link>
        .
      </p>
    </>
  );
}
