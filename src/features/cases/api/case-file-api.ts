// The case file's facts beyond the listing: the court's case number, division, judge and
// courtroom (admins set them), and closing a case (what is still open first, then the
// closing order's date and summary). Answers parsed, never cast.
import * as z from 'zod/mini';
import { toAppError } from '@/lib/errors';
import { parseAnswer } from '@/lib/parse-answer';
import { supabase } from '@/lib/supabase';

export interface CourtFacts {
  court_case_number: string | null;
  court_division: string | null;
  court_judge: string | null;
  court_courtroom: string | null;
}

export async function setCourtFacts(caseId: string, facts: CourtFacts): Promise<void> {
  const { error } = await supabase.from('cases').update(facts).eq('id', caseId);
  if (error) throw toAppError(error);
}

const closingCheckSchema = z.object({
  unbilled_hours: z.nullable(z.number()),
  unbilled_entries: z.nullable(z.number()),
  open_reports: z.nullable(
    z.array(
      z.object({
        id: z.string(),
        hearing_type: z.string(),
        hearing_at: z.string(),
        report_due_at: z.string(),
      }),
    ),
  ),
});
export type ClosingCheck = z.infer<typeof closingCheckSchema>;

/** What is still open on the case: unbilled time and pending report deadlines. */
export async function getClosingCheck(caseId: string): Promise<ClosingCheck> {
  const { data, error } = await supabase.rpc('case_closing_check', { case_id: caseId });
  if (error) throw toAppError(error, 'Error checking the case before closing');
  return parseAnswer(closingCheckSchema, data, 'the closing check');
}

export async function closeCase(caseId: string, orderOn: string, summary: string): Promise<void> {
  const { error } = await supabase.rpc('close_case', {
    case_id: caseId,
    closing_order_on: orderOn,
    closing_summary: summary,
  });
  if (error) throw toAppError(error);
}
