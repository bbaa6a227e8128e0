// Every answer of one application, as the form asks it: under the form's section (or step)
// titles, in the form's order, labelled with the form's questions.
import { useId } from 'react';
import type { ApplicationDetail } from '../api/applications-api';
import { ASSISTANT_STEP_TITLES } from '../lib/assistant-schema';
import { GAL_SECTION_TITLES } from '../lib/gal-schema';
import { EDUCATION_LEVELS } from '../lib/options';
import { ASSISTANT_STEP_FIELDS } from './assistant-steps';
import { GAL_SECTION_FIELDS } from './gal-sections';

/** Columns that record the application, not an answer. */
const NOT_ANSWERS = new Set([
  'id',
  'user_id',
  'status',
  'status_reason',
  'status_reason_code',
  'reviewed_at',
  'created_at',
  'updated_at',
  'version',
  'bar_cert_file_url',
  'gal_cert_file_url',
]);

/** Where a form field is stored under another name, or drawn by its own component. */
const COLUMN_OF: Record<string, string> = { trainings: 'field_of_study' };
const REFERENCES = { column: 'reference_list', label: 'References' };

interface Section {
  title: string;
  answers: { column: string; label: string }[];
}

function sectionsFor(kind: ApplicationDetail['kind']): Section[] {
  const titles = kind === 'assistant' ? ASSISTANT_STEP_TITLES : GAL_SECTION_TITLES;
  const fields = kind === 'assistant' ? ASSISTANT_STEP_FIELDS : GAL_SECTION_FIELDS;
  return titles.map((title, i) => {
    const specs = fields[i] ?? [];
    const answers = specs.map((s) => ({ column: COLUMN_OF[s.name] ?? s.name, label: s.label }));
    return { title, answers: answers.length ? answers : [REFERENCES] };
  });
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

function AnswerSection({ title, rows }: { title: string; rows: [string, string, unknown][] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mt-6 text-base font-semibold text-slate-900 first:mt-0">
        {title}
      </h3>
      <dl className="mt-1 divide-y divide-slate-100">
        {rows.map(([column, label, value]) => (
          <div key={column} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">
              <Answer column={column} value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ApplicationAnswers({ detail }: { detail: ApplicationDetail }) {
  const row = detail.row as Record<string, unknown>;
  const shown = new Set(NOT_ANSWERS);
  const sections = sectionsFor(detail.kind).map(({ title, answers }) => ({
    title,
    rows: answers
      .filter(({ column }) => column in row && !shown.has(column))
      .map(({ column, label }): [string, string, unknown] => {
        shown.add(column);
        return [column, label, row[column]];
      }),
  }));
  // A column no section asks for (an older form's answer) is still shown, last.
  const rest = Object.keys(row)
    .filter((column) => !shown.has(column))
    .map((column): [string, string, unknown] => [column, words(column), row[column]]);
  if (rest.length) sections.push({ title: 'Other answers', rows: rest });
  return (
    <div>
      {sections
        .filter((s) => s.rows.length)
        .map((s) => (
          <AnswerSection key={s.title} title={s.title} rows={s.rows} />
        ))}
    </div>
  );
}
