// GET /functions/v1/health: the functions runtime is up and has what the platform
// gives every function. Open to monitors (verify_jwt = false in config.toml); it
// says which of the platform's variables are set, never their values.
const PLATFORM_ENV = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_DB_URL',
];

Deno.serve(() =>
  Response.json({
    status: 'ok',
    env: Object.fromEntries(PLATFORM_ENV.map((name) => [name, Deno.env.has(name)])),
  }),
);
