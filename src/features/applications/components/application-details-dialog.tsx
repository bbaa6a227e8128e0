// The details of one of the applicant's applications, opened from the dashboard.
import { Badge } from '@/components/badge';
import { Dialog } from '@/components/dialog';
import { buttonClass } from '@/components/button-styles';
import type { Submission } from '../api/applications-api';
import { KIND_LABELS, STATUS_LABELS } from '../lib/options';
import { formatDate } from '../lib/status';
import { ApplicationStatusText } from './application-status-text';
import { statusTone } from './status-tone';

interface Props {
  submission: Submission | null;
  onClose(): void;
}

export function ApplicationDetailsDialog({ submission, onClose }: Props) {
  if (!submission) return null;
  const { kind, status, submittedAt } = submission;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${KIND_LABELS[kind]} Application`}
      footer={
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Close
        </button>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600">Status</dt>
        <dd>
          <Badge tone={statusTone(status)}>{STATUS_LABELS[status]}</Badge>
        </dd>
        <dt className="font-medium text-slate-600">Submitted</dt>
        <dd className="text-slate-900">{formatDate(submittedAt)}</dd>
        <dt className="font-medium text-slate-600">Applicant</dt>
        <dd className="text-slate-900">
          {submission.applicantName} ({submission.email})
        </dd>
      </dl>
      <ApplicationStatusText {...submission} />
    </Dialog>
  );
}
