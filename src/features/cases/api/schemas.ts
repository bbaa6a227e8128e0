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

const nullableText = z.nullable(z.string());

/** A sibling case as case_siblings() answers it. */
export const siblingSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(Constants.public.Enums.case_status),
  county: nullableText,
  contractor_id: nullableText,
  group_id: z.string(),
});

/** A case's children (each with when last seen in person) and parties: case_people(). */
export const peopleSchema = z.object({
  children: z.array(
    z.object({
      id: z.string(),
      case_id: z.string(),
      full_name: z.string(),
      birth_date: nullableText,
      placement_type: z.nullable(z.enum(Constants.public.Enums.child_placement)),
      placement_county: nullableText,
      school: z.string(),
      notes: z.string(),
      last_seen_on: nullableText,
      /** Set when the child's visit is due soon or overdue (Visits Due per child). */
      visit_due_on: z.optional(nullableText),
      visit_overdue: z.optional(z.nullable(z.boolean())),
    }),
  ),
  parties: z.array(
    z.object({
      id: z.string(),
      case_id: z.string(),
      kind: z.enum(Constants.public.Enums.party_kind),
      full_name: z.string(),
      phone: z.string(),
      email: z.string(),
      organisation: z.string(),
    }),
  ),
});
