// GET /functions/v1/health: the functions runtime is up and has what the platform
// gives every function. Open to monitors (verify_jwt = false in config.toml); it
// says which of the platform's variables are set, never their values, and whether
// the function has a key to act with (a secret key, or the legacy service role key).
import { publishableKey, serviceKey } from '../_shared/keys.ts';

const PLATFORM_ENV = [
  'SUPABASE_URL',
  'SUPABASE_DB_URL',
  'SUPABASE_PUBLISHABLE_KEYS',
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
];

Deno.serve(() =>
  Response.json({
    status: 'ok',
    env: Object.fromEntries(PLATFORM_ENV.map((name) => [name, Deno.env.has(name)])),
    keys: { publishable: publishableKey() !== '', secret: serviceKey() !== '' },
  }),
);
