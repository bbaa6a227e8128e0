// The case page's rows as its one jsonb answer (case_page) carries them, in the shapes of
// the reads it replaces: parsed, never cast. Only zod/mini: cheap wherever it loads.
import * as z from 'zod/mini';
import { Constants } from '@/lib/database.types';

const enums = Constants.public.Enums;
const text = z.nullable(z.string());

export const personSchema = z.object({ id: z.string(), full_name: z.string(), email: z.string() });

const caseEventSchema = z.object({
  id: z.number(),
  case_id: z.string(),
  kind: z.enum(enums.case_event_kind),
  from_status: z.nullable(z.enum(enums.case_status)),
  to_status: z.enum(enums.case_status),
  contractor_name: text,
  previous_contractor_name: text,
  actor_name: text,
  /** What happened, for the kinds that name it (a contact's date, a hearing's time, a report's status). */
  detail: z.optional(text),
  created_at: z.string(),
});

export const caseDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(enums.case_type),
  category: z.enum(enums.case_category),
  urgency: z.enum(enums.case_urgency),
  status: z.enum(enums.case_status),
  county: text,
  compensation: text,
  abuse_allegation: z.boolean(),
  admin_id: z.string(),
  contractor_id: text,
  last_message_at: text,
  created_at: z.string(),
  updated_at: z.string(),
  accept_blocker: text,
  /** The court's facts and the closing (optional: answers from before they existed). */
  court_case_number: z.optional(text),
  court_division: z.optional(text),
  court_judge: z.optional(text),
  court_courtroom: z.optional(text),
  request_id: z.optional(text),
  closing_order_on: z.optional(text),
  closing_summary: z.optional(text),
  closed_at: z.optional(text),
  admin: z.nullable(personSchema),
  contractor: z.nullable(personSchema),
  case_events: z.array(caseEventSchema),
});
