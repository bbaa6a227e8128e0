// The one supabase client. Code on the public pages' first load reaches it through
// `loadSupabase()` (src/lib/supabase-lazy.ts) so supabase-js stays out of that load.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { withCaptcha } from './captcha';
import type { Database } from './database.types';
import { env } from './env';

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    storageKey: env.sessionStorageKey,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
  },
  global: { fetch: withCaptcha() },
});

let anonymous: SupabaseClient<Database> | null = null;

/**
 * The client a visitor files a GAL request with: the signed-in user's, or else an
 * anonymous session (Supabase Auth's anonymous sign-in, behind the CAPTCHA),
 * kept in memory for this page only. It never becomes the app's session, so a
 * visitor who files a request is still signed out.
 */
export async function visitorClient(): Promise<SupabaseClient<Database>> {
  const { data } = await supabase.auth.getSession();
  if (data.session) return supabase;
  anonymous ??= createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: {
      storageKey: `${env.sessionStorageKey}-visitor`,
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { fetch: withCaptcha() },
  });
  const current = await anonymous.auth.getSession();
  if (!current.data.session) {
    const { error } = await anonymous.auth.signInAnonymously();
    if (error) throw error;
  }
  return anonymous;
}

/** Forgets the anonymous session (each component test starts as a new visitor). */
export function forgetVisitor(): void {
  anonymous = null;
}
