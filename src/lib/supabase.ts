// The one supabase client. Code on the public pages' first load reaches it through
// `loadSupabase()` (src/lib/supabase-lazy.ts) so supabase-js stays out of that load.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { withCaptcha } from './captcha';
import type { Database } from './database.types';
import { env } from './env';
import { refusesToken, type RefusalBody } from './refused-token';

const APIS = (['rest', 'storage', 'functions'] as const).map((api) => ({
  api,
  prefix: `${env.supabaseUrl}/${api}/v1/`,
}));

/**
 * fetch for supabase-js: when a data API refuses the session's token, the session is over
 * (supabase-js would keep sending it), so it is dropped here and the SIGNED_OUT event tells
 * the app to ask the user to sign in again.
 */
async function fetchDroppingRefusedSessions(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status !== 401 && response.status !== 400) return response;
  const url = input instanceof Request ? input.url : String(input);
  const api = APIS.find((a) => url.startsWith(a.prefix))?.api;
  if (!api) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as RefusalBody | null;
  if (refusesToken(api, response.status, body)) void supabase.auth.signOut({ scope: 'local' });
  return response;
}

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseKey, {
  auth: {
    storageKey: env.sessionStorageKey,
    persistSession: true,
    autoRefreshToken: true,
    // PKCE: an email link's code becomes a session only in the browser that asked for it.
    flowType: 'pkce',
    // Only /auth/callback acts on a code, with exchangeCodeForSession (auth feature).
    detectSessionInUrl: false,
  },
  // The CAPTCHA token first, then the check for a refused session on the answer.
  global: { fetch: withCaptcha(undefined, fetchDroppingRefusedSessions) },
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
  anonymous ??= createClient<Database>(env.supabaseUrl, env.supabaseKey, {
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
