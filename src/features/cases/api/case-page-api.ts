// The case page's first load in one request (issue 22: <= 3 a page): public.case_page()
// answers the case, its time entries, contacts and court dates, the deadline rules and,
// for an admin, the contractors to pick from, each part shaped as the read it replaces,
// so each store is seeded with its part and reloads on its own after a change.
import type { Tables } from '@/lib/database.types';
import { AppError, toAppError } from '@/lib/errors';
import { jsonRow, jsonRows } from '@/lib/rows';
import { supabase } from '@/lib/supabase';
import type { CaseDetail, Person } from './cases-api';
import type { Contact, TimeEntry } from '@/features/work-record';

export interface CasePage {
  case: CaseDetail;
  entries: TimeEntry[];
  contacts: Contact[];
  /** The court feature's parts (it sits above cases and seeds its own stores). */
  courtDates: Tables<'court_dates'>[];
  deadlineRules: Tables<'report_deadline_rules'>[];
  /** Null unless asked for (the admin's assign list). */
  contractors: Person[] | null;
}

export async function getCasePage(id: string, withContractors: boolean): Promise<CasePage> {
  const { data, error } = await supabase.rpc('case_page', {
    case_id: id,
    with_contractors: withContractors,
  });
  if (error) throw toAppError(error, 'Error loading cases');
  // The jsonb's parts have the shapes of the reads they replace (rpc-types.test.ts holds
  // each against its generated type).
  const page = jsonRow<Record<string, unknown>>(data) ?? {};
  const found = jsonRow<CaseDetail>(page.case);
  // RLS left nothing: as the case read answered before.
  if (!found) throw new AppError('Case not found', { code: 'PGRST116' });
  return {
    case: found,
    entries: jsonRows<TimeEntry>(page.time_entries),
    contacts: jsonRows<Contact>(page.contacts),
    courtDates: jsonRows<Tables<'court_dates'>>(page.court_dates),
    deadlineRules: jsonRows<Tables<'report_deadline_rules'>>(page.deadline_rules),
    contractors: page.contractors === null ? null : jsonRows<Person>(page.contractors),
  };
}
