// The user_settings row as the dashboard frame's jsonb answer (my_shell) carries it: parsed,
// never cast, into the settings it stands for. A column the row lacks reads as the default.
import * as z from 'zod/mini';
import { fromRow } from '../lib/settings';

const flag = z.optional(z.boolean());
const list = z.optional(z.array(z.string()));

export const storedSettingsSchema = z.pipe(
  z.nullable(
    z.object({
      user_id: z.string(),
      theme: z.optional(z.string()),
      notify_new_cases: flag,
      notify_case_updates: flag,
      notify_messages: flag,
      notify_deadlines: flag,
      compact_view: flag,
      show_case_count: flag,
      show_deadlines: flag,
      show_time_tracking: flag,
      email_notifications: flag,
      email_daily_digest: flag,
      hidden_widgets: list,
      export_date_format: z.optional(z.string()),
      export_hidden_columns: list,
    }),
  ),
  z.transform((row) => fromRow(row)),
);
