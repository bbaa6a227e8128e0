// Where the backend is. In development with no .env, the local stack's
// well-known defaults (the same as the Supabase CLI's) are used.
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

type EnvName = 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_PUBLISHABLE_KEY' | 'VITE_SUPABASE_ANON_KEY';

const given = (name: EnvName) => (import.meta.env[name] as string | undefined) || undefined;

function read(names: [EnvName, ...EnvName[]], fallback: string): string {
  for (const name of names) {
    const value = given(name);
    if (value) return value;
  }
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') return fallback;
  throw new Error(`${names[0]} is not set: the production build needs it at build time.`);
}

const supabaseUrl = read(['VITE_SUPABASE_URL'], LOCAL_URL);

export const env = {
  supabaseUrl,
  /**
   * The project's publishable key (sb_publishable_...). A build configured before the
   * move still works with the legacy anon key in VITE_SUPABASE_ANON_KEY, until the
   * project switches its legacy keys off.
   */
  supabaseKey: read(
    ['VITE_SUPABASE_PUBLISHABLE_KEY', 'VITE_SUPABASE_ANON_KEY'],
    LOCAL_PUBLISHABLE_KEY,
  ),
  /** Where supabase-js keeps the session: its own default name, spelled out so the app
   * can tell a signed-out visitor without loading supabase-js. */
  sessionStorageKey: `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`,
};
