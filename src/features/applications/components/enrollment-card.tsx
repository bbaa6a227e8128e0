// What stands in place of an application form when it may not be filed now (enrollmentFor):
// the application under review, approved or waiting for its reapply date, or the note that
// the account already takes cases.
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import type { HeadingLevel } from '@/components/heading';
import { paths } from '@/lib/paths';
import type { Submission } from '../api/applications-api';
import { STATUS_LABELS, type ApplicationKind } from '../lib/options';
import { formatDate, type Enrollment } from '../lib/status';
import { ApplicationStatusText } from './application-status-text';
import { statusTone } from './status-tone';

const TITLES: Record<ApplicationKind, string> = {
  contractor: 'Your GAL Contractor Application',
  assistant: 'Your GAL Assistant Application',
};

interface Props {
  enrollment: Exclude<Enrollment<Submission>, { step: 'apply' }>;
  kind?: ApplicationKind;
  headingLevel?: HeadingLevel;
}

export function EnrollmentCard({ enrollment, kind = 'contractor', headingLevel }: Props) {
  if (enrollment.step === 'enrolled') {
    return (
      <Card title="You are already a GAL contractor" headingLevel={headingLevel}>
        <p className="text-slate-700">
          Your account already takes cases, so there is no GAL application to file.
        </p>
        <Link to={paths.dashboard.cases} className={buttonClass('primary', 'mt-4')}>
          Go to your cases
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Card>
    );
  }
  const { submission } = enrollment;
  return (
    <Card title={TITLES[kind]} headingLevel={headingLevel}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone={statusTone(submission.status)}>{STATUS_LABELS[submission.status]}</Badge>
        Submitted {formatDate(submission.submittedAt)}
      </p>
      <ApplicationStatusText {...submission} />
    </Card>
  );
}
