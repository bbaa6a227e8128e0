// The session: thin, typed wrappers over supabase-js; failures become AppError with the
// backend's code kept. The client comes by dynamic import so the session code can sit on the
// landing page's first load without supabase-js. Signing in and up and the email links are
// account-api's, which loads with their pages (a module's every export ships with it).
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { toAppError } from '@/lib/errors';
import { loadSupabase, noStoredSession } from '@/lib/supabase-lazy';

export type { AuthChangeEvent, Session, User };

/** True when the browser holds no session at all, known without loading supabase-js. */
export function knownSignedOut(): boolean {
  return noStoredSession();
}

export async function getSession(): Promise<Session | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (error) throw toAppError(error);
  return data.session;
}

/** Subscribes to auth events; returns the unsubscribe function. */
export function onAuthChange(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  let stopped = false;
  let unsubscribe: () => void = () => undefined;
  void loadSupabase().then((supabase) => {
    if (stopped) return;
    const { data } = supabase.auth.onAuthStateChange(listener);
    unsubscribe = () => data.subscription.unsubscribe();
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

export async function signOut(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) throw toAppError(error);
}
