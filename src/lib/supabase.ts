// The one supabase client. Code on the public pages' first load reaches it through
// `loadSupabase()` (src/lib/supabase-lazy.ts) so supabase-js stays out of that load.
import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { env } from './env';

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    storageKey: env.sessionStorageKey,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
  },
});
