// The work record's rows as the case page's one jsonb answer (case_page) carries them, in
// the shapes of the reads it replaces: parsed, never cast. Only zod/mini: cheap wherever it
// loads.
import * as z from 'zod/mini';
import { Constants } from '@/lib/database.types';

const enums = Constants.public.Enums;
const text = z.nullable(z.string());

/** A row's invoice lines, as far as they say which invoice locks it. */
const lockLinesSchema = z.array(
  z.object({
    released: z.boolean(),
    invoice: z.nullable(z.object({ number: text, status: z.enum(enums.invoice_status) })),
  }),
);

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
  // Optional: an answer from before case_page() carried them reads as unlocked.
  invoice_lines: z.optional(lockLinesSchema),
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
      invoice_lines: lockLinesSchema,
    }),
  ),
  contact_cases: z.optional(
    z.array(z.object({ case_id: z.string(), quarters: z.nullable(z.number()) })),
  ),
  contact_people: z.optional(z.array(z.object({ child_id: text, party_id: text }))),
});

/** A planned visit as the case page's answer carries it (the shape of listCasePlans). */
export const plannedVisitSchema = z.object({
  id: z.string(),
  case_id: z.string(),
  planned_on: z.string(),
  planned_time: text,
  with_whom: z.string(),
  fulfilled_on: text,
  case: z.nullable(z.object({ title: z.string(), county: text })),
});
