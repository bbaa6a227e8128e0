// What every dashboard page's frame shows first, in one request: the caller's settings
// row and unread counts (public.my_shell(); RLS picks the caller's rows). The settings
// arrive as jsonb, parsed by the settings feature's schema.
import * as z from 'zod/mini';
import { storedSettingsSchema } from '@/features/settings';
import { toAppError } from '@/lib/errors';
import { parseAnswer } from '@/lib/parse-answer';
import { supabase } from '@/lib/supabase';

const shellSchema = z.object({
  /** Null until the user saves settings (the defaults apply). */
  settings: storedSettingsSchema,
  unread_messages: z.number(),
  unread_notifications: z.number(),
});
export type Shell = z.output<typeof shellSchema>;

export async function fetchShell(): Promise<Shell> {
  const { data, error } = await supabase.rpc('my_shell').single();
  if (error) throw toAppError(error);
  return parseAnswer(shellSchema, data, 'the dashboard frame');
}
