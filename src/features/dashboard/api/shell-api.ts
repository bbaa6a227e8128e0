// What every dashboard page's frame shows first, in one request: the caller's
// settings row and unread counts (public.my_shell(); RLS picks the caller's rows).
import type { Tables } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export interface Shell {
  /** Null until the user saves settings (the defaults apply). */
  settings: Tables<'user_settings'> | null;
  unreadMessages: number;
  unreadNotifications: number;
}

export async function fetchShell(): Promise<Shell> {
  const { data, error } = await supabase.rpc('my_shell').single();
  if (error) throw toAppError(error);
  return {
    // The function returns the table's row as jsonb: the same shape as a read of it.
    settings: data.settings as Tables<'user_settings'> | null,
    unreadMessages: data.unread_messages,
    unreadNotifications: data.unread_notifications,
  };
}
