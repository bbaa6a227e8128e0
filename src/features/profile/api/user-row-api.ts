// The signed-in user's `users` row. Thin, typed wrappers over supabase-js; failures
// become AppError with the backend's code kept (e.g. 'PGRST116' for no row). The client
// comes by dynamic import: this module is on the landing page's first load, so it holds
// only what the session needs (the profile page's calls are in profile-api.ts, which a
// shared module would drag into that load whole).
import { toAppError } from '@/lib/errors';
import { loadSupabase } from '@/lib/supabase-lazy';
import type { Tables } from '@/lib/database.types';

export type UserRow = Tables<'users'>;

export async function fetchUserRow(id: string): Promise<UserRow> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('users').select('*').eq('id', id).single();
  if (error) throw toAppError(error);
  return data;
}

/** The fallback when the sign-up trigger's row is missing. The database sets role free. */
export async function createUserRow(row: {
  id: string;
  email: string;
  full_name: string;
}): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('users').insert(row);
  if (error) throw toAppError(error);
}
