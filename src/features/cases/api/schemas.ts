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
  admin: z.nullable(personSchema),
  contractor: z.nullable(personSchema),
  case_events: z.array(caseEventSchema),
});

export const timeEntrySchema = z.object({
  id: z.string(),
  case_id: z.string(),
  user_id: z.string(),
  contact_id: text,
  date: z.string(),
  hours: z.number(),
  hourly_rate: z.nullable(z.number()),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  case: z.nullable(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(enums.case_status),
      type: z.enum(enums.case_type),
    }),
  ),
});

const expenseSchema = z.object({
  id: z.string(),
  contact_id: z.string(),
  description: text,
  amount_cents: z.nullable(z.number()),
  receipt_path: text,
  created_at: z.string(),
  updated_at: z.string(),
});

export const contactSchema = z.object({
  id: z.string(),
  case_id: z.string(),
  user_id: z.string(),
  contact_date: z.string(),
  contact_made: z.boolean(),
  contact_type: z.nullable(z.enum(enums.contact_type)),
  contact_with: z.array(z.enum(enums.contact_party)),
  follow_up: z.boolean(),
  miles: z.number(),
  minutes: z.nullable(z.number()),
  notes: z.string(),
  status: z.enum(enums.contact_status),
  created_at: z.string(),
  updated_at: z.string(),
  contact_expenses: z.array(expenseSchema),
  time_entry: z.nullable(
    z.object({
      invoice_lines: z.array(
        z.object({
          released: z.boolean(),
          invoice: z.nullable(z.object({ number: text, status: z.enum(enums.invoice_status) })),
        }),
      ),
    }),
  ),
});
