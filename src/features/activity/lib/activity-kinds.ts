// What the Activity page calls each kind of audit row, what each row says in words, and
// the CSV of a filtered log. Times are shown in the program's zone (Eastern), where the
// program works, with the zone named, whatever the reader's computer says.
import { csvBlob, csvLines, type CsvCell } from '@/lib/csv';
import { formatCourtDateTime, PROGRAM_TIME_ZONE } from '@/lib/court-time';
import type { ActivityEntry } from '../api/activity-api';

export type KindKey = 'viewed' | 'changed' | 'exported' | 'signed_link' | 'reset_factors';

/** Each kind the page filters by, and the log's operations it covers. */
export const KINDS: readonly { value: KindKey; label: string; operations: readonly string[] }[] = [
  { value: 'viewed', label: 'Viewed a case', operations: ['view'] },
  { value: 'changed', label: 'Changed a record', operations: ['insert', 'update', 'delete'] },
  { value: 'exported', label: 'Exported', operations: ['export'] },
  { value: 'signed_link', label: 'Opened a file link', operations: ['signed_link'] },
  { value: 'reset_factors', label: 'Reset a second factor', operations: ['reset_factors'] },
];

export const isKind = (value: string | null): value is KindKey =>
  KINDS.some((k) => k.value === value);

export const operationsOf = (kind: KindKey | null) =>
  kind ? (KINDS.find((k) => k.value === kind)?.operations ?? null) : null;

/** The log's table names as people say them. */
const RECORDS: Readonly<Record<string, string>> = {
  cases: 'case',
  case_contacts: 'contact',
  contact_expenses: 'contact expense',
  time_entries: 'time entry',
  court_dates: 'court date',
  report_drafts: 'report draft',
  invoices: 'invoice',
  invoice_lines: 'invoice line',
  training_records: 'training record',
  contractor_eligibility: 'eligibility',
  users: 'account',
  contractor_applications: 'GAL application',
  assistant_applications: 'assistant application',
  messages: 'message',
  case_events: 'case history',
};
const recordName = (table: string) => RECORDS[table] ?? table.replaceAll('_', ' ');

const VERBS: Readonly<Record<string, string>> = {
  insert: 'Added',
  update: 'Changed',
  delete: 'Deleted',
};

/** One line of what happened: 'Changed contact: notes, status'. */
export function describeEntry(entry: ActivityEntry): string {
  switch (entry.operation) {
    case 'view':
      return 'Viewed the case page';
    case 'export': {
      const count = entry.details.row_count;
      return `Exported ${recordName(entry.table_name)}${typeof count === 'number' ? ` (${count} rows)` : ''}`;
    }
    case 'signed_link': {
      const bucket = entry.details.bucket;
      return `Opened a link to a file${typeof bucket === 'string' ? ` in ${bucket}` : ''}`;
    }
    case 'reset_factors':
      return `Reset the second factor of ${entry.subject_name ?? 'a former user'}`;
    default: {
      const verb = VERBS[entry.operation] ?? entry.operation;
      const subject =
        entry.table_name === 'users' && entry.subject_name ? ` of ${entry.subject_name}` : '';
      const columns = Object.keys(entry.changed);
      const what = entry.operation === 'update' && columns.length ? `: ${columns.join(', ')}` : '';
      return `${verb} ${recordName(entry.table_name)}${subject}${what}`;
    }
  }
}

export const formatWhen = (at: string) => formatCourtDateTime(at, PROGRAM_TIME_ZONE);

const HEADER: CsvCell[] = [
  'When (UTC)',
  'When (Eastern)',
  'Who',
  'Action',
  'Case',
  'Record',
  'Record id',
  'Details (JSON)',
];

/** The filtered log as a CSV file, formula-escaped by the shared helper. */
export function activityCsv(entries: readonly ActivityEntry[]): Blob {
  const rows: CsvCell[][] = entries.map((e) => [
    e.at,
    formatWhen(e.at),
    e.actor_name ?? (e.actor_id ? 'Former user' : 'System'),
    describeEntry(e),
    e.case_title,
    e.table_name,
    e.row_id,
    JSON.stringify(Object.keys(e.changed).length ? e.changed : e.details),
  ]);
  return csvBlob([csvLines([HEADER, ...rows])]);
}
