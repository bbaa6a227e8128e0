// The case page's first load in one request (a page makes at most 3): public.case_page()
// answers the case, its time entries, contacts, planned visits and court dates, the deadline rules and,
// for an admin, the contractors to pick from, each part shaped as the read it replaces.
// The page's composition (src/app) gives each part to its own query key.
import * as z from 'zod/mini';
import { courtDateSchema, deadlineRuleSchema } from '@/features/court';
import { AppError, toAppError } from '@/lib/errors';
import { parseAnswer } from '@/lib/parse-answer';
import { supabase } from '@/lib/supabase';
import { contactSchema, plannedVisitSchema, timeEntrySchema } from '@/features/work-record';
import { caseDetailSchema, peopleSchema, personSchema, siblingSchema } from './schemas';

const casePageSchema = z.object({
  /** Null when RLS left nothing. */
  case: z.nullable(caseDetailSchema),
  time_entries: z.array(timeEntrySchema),
  contacts: z.array(contactSchema),
  court_dates: z.array(courtDateSchema),
  deadline_rules: z.array(deadlineRuleSchema),
  /** The case's planned visits (optional: answers from before they were carried). */
  planned_visits: z.optional(z.array(plannedVisitSchema)),
  /** The case's sibling cases the caller may see, and its children and parties. */
  siblings: z.optional(z.array(siblingSchema)),
  people: z.optional(peopleSchema),
  /** Null unless asked for (the admin's assign list). */
  contractors: z.nullable(z.array(personSchema)),
});

export async function getCasePage(id: string, withContractors: boolean) {
  const { data, error } = await supabase.rpc('case_page', {
    case_id: id,
    with_contractors: withContractors,
  });
  if (error) throw toAppError(error, 'Error loading cases', { notFound: 'Case not found' });
  const page = parseAnswer(casePageSchema, data, 'the case');
  // RLS left nothing: as the case read answered before.
  if (!page.case) throw new AppError('Case not found', { code: 'PGRST116' });
  recordCaseView(id);
  return { ...page, case: page.case };
}

/**
 * Puts the opening of a case page on the audit log (the database keeps one a user and case an
 * hour). It does not hold up the page; a failure is logged to the console only.
 */
function recordCaseView(id: string): void {
  void supabase
    .rpc('record_case_view', { case_id: id })
    .then(({ error }) => error && console.error('Error recording the case view', error));
}
export type CasePage = Awaited<ReturnType<typeof getCasePage>>;
