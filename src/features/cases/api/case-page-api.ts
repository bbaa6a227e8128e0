// The case page's first load in one request (issue 22: <= 3 a page): public.case_page()
// answers the case, its time entries, contacts and court dates, the deadline rules and,
// for an admin, the contractors to pick from, each part shaped as the read it replaces,
// so each store is seeded with its part and reloads on its own after a change.
import type { Tables } from '@/lib/database.types';
import { AppError, toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { CaseDetail, Person } from './cases-api';
import type { Contact } from './contacts-api';
import type { TimeEntry } from './time-entries-api';

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

/** The jsonb the function returns: each part as the table read it replaces answers. */
interface CasePageJson {
  case: CaseDetail | null;
  time_entries: TimeEntry[];
  contacts: Contact[];
  court_dates: Tables<'court_dates'>[];
  deadline_rules: Tables<'report_deadline_rules'>[];
  contractors: Person[] | null;
}

export async function getCasePage(id: string, withContractors: boolean): Promise<CasePage> {
  const { data, error } = await supabase.rpc('case_page', {
    case_id: id,
    with_contractors: withContractors,
  });
  if (error) throw toAppError(error, 'Error loading cases');
  const page = data as unknown as CasePageJson;
  // RLS left nothing: as the case read answered before.
  if (!page.case) throw new AppError('Case not found', { code: 'PGRST116' });
  return {
    case: page.case,
    entries: page.time_entries,
    contacts: page.contacts,
    courtDates: page.court_dates,
    deadlineRules: page.deadline_rules,
    contractors: page.contractors,
  };
}
