// The signed-in user's notifications. RLS shows each user only their own, so no
// query names a user; the database writes them and stamps read_at itself.
import type { Tables } from '@/lib/database.types';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export type Notification = Pick<
  Tables<'notifications'>,
  'id' | 'kind' | 'title' | 'body' | 'link' | 'created_at' | 'read_at'
>;

/** What the panel lists: the newest first. */
export const PANEL_SIZE = 20;

export async function listNotifications(): Promise<Notification[]> {
  const { data, error } = await supabase
    .from('notifications')
    .select('id, kind, title, body, link, created_at, read_at')
    .order('created_at', { ascending: false })
    .order('id')
    .limit(PANEL_SIZE);
  if (error) throw toAppError(error, 'Could not load notifications');
  return data;
}

export async function countUnread(): Promise<number> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  if (error) throw toAppError(error, 'Could not load notifications');
  return count ?? 0;
}

/** Marks one notification read, or every unread one without an id. */
export async function markRead(id?: string): Promise<void> {
  let query = supabase
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .is('read_at', null);
  if (id) query = query.eq('id', id);
  const { error } = await query;
  if (error) throw toAppError(error, 'Could not mark notifications read');
}
