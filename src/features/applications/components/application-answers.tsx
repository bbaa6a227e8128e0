// Every answer of one application, labelled as the form asked it.
import type { ApplicationDetail } from '../api/applications-api';
import { EDUCATION_LEVELS } from '../lib/options';
import { ASSISTANT_STEP_FIELDS } from './assistant-steps';
import { GAL_SECTION_FIELDS } from './gal-sections';

const NOT_ANSWERS = new Set([
  'id',
  'user_id',
  'status',
  'status_reason',
  'status_reason_code',
  'reviewed_at',
  'created_at',
  'updated_at',
  'bar_cert_file_url',
  'gal_cert_file_url',
]);

const EXTRA_LABELS: Record<string, string> = {
  field_of_study: 'Specialized Trainings',
  reference_list: 'References',
};

function labelsFor(kind: ApplicationDetail['kind']): Map<string, string> {
  const specs = (kind === 'assistant' ? ASSISTANT_STEP_FIELDS : GAL_SECTION_FIELDS).flat();
  return new Map([
    ...specs.map((s) => [s.name as string, s.label] as const),
    ...Object.entries(EXTRA_LABELS),
  ]);
}

function words(column: string): string {
  const text = column.replace(/_/g, ' ');
  return text[0]!.toUpperCase() + text.slice(1);
}

interface Reference {
  name?: string | null;
  relationship?: string | null;
  phone?: string | null;
  email?: string | null;
}

function Answer({ column, value }: { column: string; value: unknown }) {
  if (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && !value.length)
  ) {
    return <span className="text-slate-500">Not answered</span>;
  }
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (column === 'education_level') {
    return <>{EDUCATION_LEVELS.find((l) => l.value === value)?.label ?? String(value)}</>;
  }
  if (column === 'reference_list' && Array.isArray(value)) {
    return (
      <ol className="list-decimal space-y-1 pl-5">
        {(value as Reference[]).map((r, i) => (
          <li key={i}>
            {r.name} ({r.relationship}), {r.phone}, {r.email}
          </li>
        ))}
      </ol>
    );
  }
  if (Array.isArray(value)) return <>{value.join(', ')}</>;
  return <span className="whitespace-pre-line">{String(value)}</span>;
}

export function ApplicationAnswers({ detail }: { detail: ApplicationDetail }) {
  const labels = labelsFor(detail.kind);
  const entries = Object.entries(detail.row).filter(([column]) => !NOT_ANSWERS.has(column));
  return (
    <dl className="divide-y divide-slate-100">
      {entries.map(([column, value]) => (
        <div key={column} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">
            {labels.get(column) ?? words(column)}
          </dt>
          <dd className="text-sm text-slate-900 sm:col-span-2">
            <Answer column={column} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
