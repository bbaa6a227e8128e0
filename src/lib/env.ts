// Where the backend is. In development with no .env, the local stack's
// well-known defaults (the same as the Supabase CLI's) are used.
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

function read(name: 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY', fallback: string): string {
  const value = import.meta.env[name] as string | undefined;
  if (value) return value;
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') return fallback;
  throw new Error(`${name} is not set: the production build needs it at build time.`);
}

const supabaseUrl = read('VITE_SUPABASE_URL', LOCAL_URL);

export const env = {
  supabaseUrl,
  supabaseAnonKey: read('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
  /** Where supabase-js keeps the session: its own default name, spelled out so the app
   * can tell a signed-out visitor without loading supabase-js. */
  sessionStorageKey: `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`,
};
