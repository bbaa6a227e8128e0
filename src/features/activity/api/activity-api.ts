// The audit log and the client error groups, as admins read them. The log comes a keyset
// page at a time (after the last row's time and id), newest first; the database refuses
// anyone but an admin at aal2. Exporting it is itself recorded in the log.
import * as z from 'zod/mini';
import type { CompositeTypes, Tables } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { parseAnswer } from '@/lib/parse-answer';
import { filledRows, type Filled } from '@/lib/rows';
import { supabase } from '@/lib/supabase';

export const ACTIVITY_PAGE_SIZE = 50;
/** The CSV holds at most this many rows: a narrower filter for more. */
export const EXPORT_LIMIT = 5000;
const EXPORT_PAGE = 200;

export interface ActivityFilters {
  caseId: string | null;
  personId: string | null;
  /** The log's operations of one kind (see lib/activity-kinds); null for all. */
  operations: readonly string[] | null;
  /** Instants (ISO), the start inclusive and the end exclusive; null for no bound. */
  since: string | null;
  until: string | null;
}

export interface ActivityCursor {
  at: string;
  id: number;
}

const changesSchema = z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() }));
const detailsSchema = z.record(z.string(), z.unknown());

export type ActivityEntry = Omit<
  CompositeTypes<'activity_entry'>,
  'id' | 'at' | 'table_name' | 'operation' | 'changes'
> & {
  id: number;
  at: string;
  table_name: string;
  operation: string;
  /** A change's columns with their old and new values; empty for a view. */
  changed: Record<string, { old?: unknown; new?: unknown }>;
  /** An export's filter and row count, a signed link's bucket and path. */
  details: Record<string, unknown>;
};

export interface ActivityPage {
  entries: ActivityEntry[];
  next: ActivityCursor | null;
}

const CHANGE_OPERATIONS = new Set(['insert', 'update', 'delete']);

type EntryRow = Filled<CompositeTypes<'activity_entry'>, 'id' | 'at' | 'table_name' | 'operation'>;

function toEntry(row: EntryRow): ActivityEntry {
  const { changes, ...rest } = row;
  const isChange = CHANGE_OPERATIONS.has(row.operation);
  return {
    ...rest,
    changed: isChange ? parseAnswer(changesSchema, changes ?? {}, 'a change') : {},
    details: isChange ? {} : parseAnswer(detailsSchema, changes ?? {}, 'an entry'),
  };
}

async function readPage(
  filters: ActivityFilters,
  after: ActivityCursor | null,
  size: number,
): Promise<ActivityPage> {
  const { data, error } = await supabase.rpc('activity_entries', {
    for_case: filters.caseId ?? undefined,
    for_person: filters.personId ?? undefined,
    operations: filters.operations ? [...filters.operations] : undefined,
    since: filters.since ?? undefined,
    until: filters.until ?? undefined,
    after_at: after?.at,
    after_id: after?.id,
    max_rows: size,
  });
  if (error) throw toAppError(error, 'Error loading activity');
  const entries = filledRows(data, 'id', 'at', 'table_name', 'operation').map(toEntry);
  const last = entries.at(-1);
  return { entries, next: entries.length === size && last ? { at: last.at, id: last.id } : null };
}

/** One page of the log, after the cursor (the first page without one). */
export function listActivity(
  filters: ActivityFilters,
  after: ActivityCursor | null,
): Promise<ActivityPage> {
  return readPage(filters, after, ACTIVITY_PAGE_SIZE);
}

/** Every entry the filters keep, up to EXPORT_LIMIT, for the CSV; the export is logged. */
export async function exportActivity(
  filters: ActivityFilters,
): Promise<{ entries: ActivityEntry[]; truncated: boolean }> {
  const entries: ActivityEntry[] = [];
  let after: ActivityCursor | null = null;
  do {
    const page = await readPage(filters, after, EXPORT_PAGE);
    entries.push(...page.entries);
    after = page.next;
  } while (after && entries.length < EXPORT_LIMIT);
  const kept = entries.slice(0, EXPORT_LIMIT);
  const { error } = await supabase.rpc('record_export', {
    dataset: 'audit_log',
    filter: {
      case_id: filters.caseId,
      person_id: filters.personId,
      operations: filters.operations ? [...filters.operations] : null,
      since: filters.since,
      until: filters.until,
    },
    row_count: kept.length,
  });
  if (error) throw toAppError(error, 'Error recording the export');
  return { entries: kept, truncated: entries.length > EXPORT_LIMIT || after !== null };
}

export type ErrorGroup = Tables<'client_error_groups'>;
export const ERROR_GROUP_LIMIT = 100;

/** The most recently seen error groups. */
export async function listErrorGroups(): Promise<ErrorGroup[]> {
  const { data, error } = await supabase
    .from('client_error_groups')
    .select('*')
    .order('last_seen', { ascending: false })
    .order('id', { ascending: false })
    .limit(ERROR_GROUP_LIMIT);
  if (error) throw toAppError(error, 'Error loading reported errors');
  return data;
}
