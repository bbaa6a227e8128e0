// A person's training records: when, what, how many hours, the review and why a
// rejected one was refused; its owner deletes one until it is approved.
import { Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/badge';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { KIND_LABEL, STATUS_LABEL, hoursText, type TrainingRecord } from '../lib/training';
import { CertificateLink } from './certificate-link';

const TONE: Record<TrainingRecord['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export function TrainingStatusBadge({ status }: { status: TrainingRecord['status'] }) {
  return <Badge tone={TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}

interface Props {
  records: readonly TrainingRecord[];
  caption: string;
  /** Given when the viewer owns the records. */
  onDelete?: (record: TrainingRecord) => void;
}

export function TrainingRecords({ records, caption, onDelete }: Props) {
  const columns: Column<TrainingRecord>[] = [
    { header: 'Completed', cell: (r) => formatDate(r.completed_on) },
    {
      header: 'Training',
      cell: (r) => (
        <>
          <span className="font-medium text-slate-900">{r.title}</span>
          <span className="block text-slate-600">{r.provider}</span>
        </>
      ),
    },
    { header: 'Kind', cell: (r) => KIND_LABEL[r.kind] },
    { header: 'Hours', numeric: true, cell: (r) => hoursText(Number(r.hours)) },
    {
      header: 'Status',
      cell: (r) => (
        <>
          <TrainingStatusBadge status={r.status} />
          {r.review_note ? (
            <span className="mt-1 block text-xs text-slate-700">{r.review_note}</span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Certificate',
      cell: (r) => <CertificateLink path={r.certificate_path} title={r.title} />,
    },
  ];
  if (onDelete) {
    columns.push({
      header: 'Actions',
      cell: (r) =>
        r.status === 'approved' ? null : (
          <button
            type="button"
            className="inline-flex items-center gap-1 text-red-700 hover:underline"
            aria-label={`Delete ${r.title}`}
            onClick={() => onDelete(r)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        ),
    });
  }
  return (
    <DataTable
      stackOnPhone
      caption={caption}
      columns={columns}
      rows={records}
      rowKey={(r) => r.id}
    />
  );
}
