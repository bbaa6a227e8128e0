// What each export holds: its columns in order, how each cell is written
// (ISO or US dates, money in dollars with two decimals from integer cents, hours as
// decimals), which date the range filters and whether the county filter applies.
import { ELIGIBILITY_LABEL } from '@/content/eligibility';
import { lineAmountCents, toCents, toQuarters } from '@/lib/money';
import type { DateFormat } from '@/features/settings';
import { centsToDollars, type CsvCell } from '@/lib/csv';
import type {
  ApplicationExportRow,
  CaseExportRow,
  ContactExportRow,
  ContractorExportRow,
  InvoiceExportRow,
  TimeEntryExportRow,
} from '../api/exports-api';

export type DatasetKey =
  'cases' | 'time_entries' | 'contacts' | 'invoices' | 'contractors' | 'applications';

export interface ExportColumn<R> {
  key: string;
  header: string;
  value(row: R, format: DateFormat): CsvCell;
}

export interface Dataset<R> {
  key: DatasetKey;
  label: string;
  /** What the date range filters ('Posted'), or null when the rows have no date. */
  dateLabel: string | null;
  county: boolean;
  /** Admins only; the others hold only the user's own rows for contractors too. */
  adminOnly: boolean;
  columns: readonly ExportColumn<R>[];
}

/** YYYY-MM-DD as written: ISO unchanged, US as MM/DD/YYYY. */
export function day(value: string | null, format: DateFormat): string | null {
  if (!value) return null;
  const [y, m, d] = value.slice(0, 10).split('-');
  return format === 'us' ? `${m}/${d}/${y}` : `${y}-${m}-${d}`;
}

/** A timestamp in UTC: ISO 8601 to the second ('2026-11-25T17:34:31Z') or '11/25/2026 17:34 UTC'. */
export function stamp(value: string | null, format: DateFormat): string | null {
  if (!value) return null;
  const iso = new Date(value).toISOString().slice(0, 19);
  return format === 'us' ? `${day(iso, 'us')} ${iso.slice(11, 16)} UTC` : `${iso}Z`;
}

/** A numeric(10,2) rate from the database in dollars with two decimals. */
const rate = (n: number | null) => (n === null ? null : centsToDollars(toCents(Number(n))));
const hours = (n: number) => Number(n);

const CASES: Dataset<Omit<CaseExportRow, 'accept_blocker'>> = {
  key: 'cases',
  label: 'Cases',
  dateLabel: 'Posted',
  county: true,
  adminOnly: true,
  columns: [
    { key: 'id', header: 'Case ID', value: (r) => r.id },
    { key: 'title', header: 'Title', value: (r) => r.title },
    { key: 'description', header: 'Description', value: (r) => r.description },
    { key: 'status', header: 'Status', value: (r) => r.status },
    { key: 'type', header: 'Type', value: (r) => r.type },
    { key: 'category', header: 'Category', value: (r) => r.category },
    { key: 'urgency', header: 'Urgency', value: (r) => r.urgency },
    { key: 'county', header: 'County', value: (r) => r.county },
    { key: 'abuse_allegation', header: 'Abuse allegation', value: (r) => r.abuse_allegation },
    { key: 'compensation', header: 'Compensation', value: (r) => r.compensation },
    { key: 'admin', header: 'Admin', value: (r) => r.admin?.full_name ?? null },
    { key: 'contractor', header: 'Contractor', value: (r) => r.contractor?.full_name ?? null },
    { key: 'created_at', header: 'Posted', value: (r, f) => stamp(r.created_at, f) },
    { key: 'updated_at', header: 'Updated', value: (r, f) => stamp(r.updated_at, f) },
  ],
};

/** hours x rate in integer cents, as invoices price them; null when the entry has no rate. */
function amount(r: TimeEntryExportRow): string | null {
  const quarters = toQuarters(Number(r.hours));
  if (r.hourly_rate === null || quarters === null) return null;
  return centsToDollars(lineAmountCents(quarters, toCents(Number(r.hourly_rate))));
}

const TIME_ENTRIES: Dataset<TimeEntryExportRow> = {
  key: 'time_entries',
  label: 'Time entries',
  dateLabel: 'Entry date',
  county: true,
  adminOnly: false,
  columns: [
    { key: 'date', header: 'Date', value: (r, f) => day(r.date, f) },
    { key: 'case', header: 'Case', value: (r) => r.case?.title ?? null },
    { key: 'county', header: 'County', value: (r) => r.case?.county ?? null },
    { key: 'contractor', header: 'Contractor', value: (r) => r.person?.full_name ?? null },
    { key: 'email', header: 'Contractor email', value: (r) => r.person?.email ?? null },
    { key: 'description', header: 'Description', value: (r) => r.description },
    { key: 'hours', header: 'Hours', value: (r) => hours(r.hours) },
    { key: 'rate', header: 'Rate (USD/hour)', value: (r) => rate(r.hourly_rate) },
    { key: 'amount', header: 'Amount (USD)', value: amount },
    { key: 'id', header: 'Entry ID', value: (r) => r.id },
  ],
};

// Types and people as the database names them ('in_person'; 'child; parent'), as the
// cases export writes its status and type: stable values a spreadsheet can filter on.
const CONTACTS: Dataset<ContactExportRow> = {
  key: 'contacts',
  label: 'Contacts',
  dateLabel: 'Contact date',
  county: true,
  adminOnly: false,
  columns: [
    { key: 'date', header: 'Date', value: (r, f) => day(r.contact_date, f) },
    { key: 'case', header: 'Case', value: (r) => r.case?.title ?? null },
    { key: 'county', header: 'County', value: (r) => r.case?.county ?? null },
    { key: 'type', header: 'Type', value: (r) => r.contact_type },
    { key: 'with', header: 'With', value: (r) => r.contact_with.join('; ') },
    { key: 'made', header: 'Contact made', value: (r) => r.contact_made },
    { key: 'minutes', header: 'Minutes', value: (r) => r.minutes },
    { key: 'miles', header: 'Miles', value: (r) => Number(r.miles) },
    { key: 'follow_up', header: 'Follow-up needed', value: (r) => r.follow_up },
    { key: 'status', header: 'Status', value: (r) => r.status },
    { key: 'contractor', header: 'Contractor', value: (r) => r.person?.full_name ?? null },
    { key: 'id', header: 'Contact ID', value: (r) => r.id },
  ],
};

const INVOICES: Dataset<InvoiceExportRow> = {
  key: 'invoices',
  label: 'Invoices',
  dateLabel: 'Period start',
  county: false,
  adminOnly: false,
  columns: [
    { key: 'number', header: 'Number', value: (r) => r.number },
    { key: 'contractor', header: 'Contractor', value: (r) => r.contractor?.full_name ?? null },
    { key: 'period_start', header: 'Period start', value: (r, f) => day(r.period_start, f) },
    { key: 'period_end', header: 'Period end', value: (r, f) => day(r.period_end, f) },
    { key: 'status', header: 'Status', value: (r) => r.status },
    { key: 'labour', header: 'Labour (USD)', value: (r) => centsToDollars(r.labour_cents) },
    { key: 'mileage', header: 'Mileage (USD)', value: (r) => centsToDollars(r.mileage_cents) },
    { key: 'expenses', header: 'Expenses (USD)', value: (r) => centsToDollars(r.expenses_cents) },
    { key: 'total', header: 'Total (USD)', value: (r) => centsToDollars(r.total_cents) },
    { key: 'submitted_at', header: 'Submitted', value: (r, f) => stamp(r.submitted_at, f) },
    { key: 'approved_at', header: 'Approved', value: (r, f) => stamp(r.approved_at, f) },
    { key: 'paid_at', header: 'Paid', value: (r, f) => day(r.paid_at, f) },
    { key: 'id', header: 'Invoice ID', value: (r) => r.id },
  ],
};

const CONTRACTORS: Dataset<ContractorExportRow> = {
  key: 'contractors',
  label: 'Contractors',
  dateLabel: null,
  county: false,
  adminOnly: true,
  columns: [
    { key: 'name', header: 'Name', value: (r) => r.full_name },
    { key: 'email', header: 'Email', value: (r) => r.email },
    {
      key: 'status',
      header: 'Status',
      value: (r) => (r.deactivated_at ? 'deactivated' : 'active'),
    },
    {
      key: 'good_standing',
      header: 'Good standing',
      value: (r) => r.good_standing,
    },
    { key: 'shortfall', header: 'Training still needed', value: (r) => r.standing_shortfall },
    {
      key: 'eligibility',
      header: 'Florida eligibility',
      value: (r) => (r.eligibility_path ? ELIGIBILITY_LABEL[r.eligibility_path] : null),
    },
    { key: 'asking_rate', header: 'Asking rate (USD/hour)', value: (r) => rate(r.asking_rate) },
    { key: 'billing_rate', header: 'Billing rate (USD/hour)', value: (r) => rate(r.billing_rate) },
    { key: 'active_cases', header: 'Active cases', value: (r) => r.active_cases },
    {
      key: 'hours_this_month',
      header: 'Hours this month',
      value: (r) => (r.hours_this_month === null ? null : hours(r.hours_this_month)),
    },
    { key: 'last_entry', header: 'Last entry', value: (r, f) => day(r.last_entry_date, f) },
    { key: 'id', header: 'Contractor ID', value: (r) => r.id },
  ],
};

const APPLICATIONS: Dataset<ApplicationExportRow> = {
  key: 'applications',
  label: 'Applications',
  dateLabel: 'Filed',
  county: false,
  adminOnly: true,
  columns: [
    { key: 'kind', header: 'Kind', value: (r) => r.kind },
    { key: 'name', header: 'Name', value: (r) => r.full_name },
    { key: 'email', header: 'Email', value: (r) => r.email },
    { key: 'status', header: 'Status', value: (r) => r.status },
    { key: 'reason', header: 'Reason code', value: (r) => r.status_reason_code },
    { key: 'created_at', header: 'Filed', value: (r, f) => stamp(r.created_at, f) },
    { key: 'reviewed_at', header: 'Decided', value: (r, f) => stamp(r.reviewed_at, f) },
    { key: 'id', header: 'Application ID', value: (r) => r.id },
  ],
};

export const DATASETS = {
  cases: CASES,
  time_entries: TIME_ENTRIES,
  contacts: CONTACTS,
  invoices: INVOICES,
  contractors: CONTRACTORS,
  applications: APPLICATIONS,
} as const;

export const DATASET_KEYS = Object.keys(DATASETS) as DatasetKey[];

/** The '{dataset}.{column}' key Data Export Preferences stores for a hidden column. */
export const columnPref = (dataset: DatasetKey, column: string) => `${dataset}.${column}`;
