// Auth and the signed-in user's `users` row. Thin, typed wrappers over supabase-js;
// failures become AppError with the backend's code kept (e.g. 'invalid_credentials', 'PGRST116').
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/lib/database.types';

export type UserRow = Tables<'users'>;
export type UserRole = UserRow['role'];
export type { AuthChangeEvent, Session, User };

export interface AuthResult {
  user: User | null;
  session: Session | null;
}

export async function getSession(): Promise<Session | null> {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw toAppError(error);
  return data.session;
}

/** Subscribes to auth events; returns the unsubscribe function. */
export function onAuthChange(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  const { data } = supabase.auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}

export async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw toAppError(error);
  return { user: data.user, session: data.session };
}

export async function signUpWithPassword(
  email: string,
  password: string,
  fullName: string,
): Promise<AuthResult> {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName } },
  });
  if (error) throw toAppError(error);
  return { user: data.user, session: data.session };
}

export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (error) throw toAppError(error);
}

export async function fetchUserRow(id: string): Promise<UserRow> {
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
  const { error } = await supabase.from('users').insert(row);
  if (error) throw toAppError(error);
}
