// The local stack's one front door: tests, e2e support, scripts and the bench import from here
// and nothing else in local-supabase/ (eslint.config.js holds them to it), so the stack's files
// can move and change behind it. What a caller needs: a stack on free ports, its keys and
// options, ports, migrations, users made as the auth service makes them, the install help;
// and, for the tests of the stack itself, its parts one by one.

// A stack: the dev stack's startStack, or a throwaway one on free ports with nothing on disk.
export { startEphemeralStack, startStack, type Stack } from './stack';
export {
  ANON_KEY,
  DEFAULT_OPTIONS,
  JWT_EXPIRY_SECONDS,
  JWT_SECRET,
  legacyKeysFromEnv,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  type StackOptions,
} from './config';
export { TEST_RUN_RATE_LIMITS, type RateLimits } from './auth/rate-limits';
export { TURNSTILE_TEST_SITE_KEY, TURNSTILE_TEST_TOKEN } from './auth/captcha';
export type { Phase } from './phases';

// Ports.
export { freePort, holdFreePort, isPortFree } from './free-port';

// The database: migrations, and a login role's URL.
export { listMigrations, migrate, migrationsUpToDate } from './db/migrate';
export { roleUrl, type LoginRole } from './db/role-url';

// Users, made as the auth service makes them.
export { insertEmailUser } from './auth/users';
export { hashPassword } from './auth/passwords';

// What to install when a binary is missing, said for this platform.
export { chromiumMissing, currentPlatform, findPostgrest } from './install-help';

// The stack's parts, for the tests of each and the bench's measurements of one.
export { createAuthApp } from './auth/index';
export { authSettings, type AuthOverrides } from './auth/settings';
export { asCaller, createPool } from './db/pool';
export { holdPort } from './db/held-port';
export { startPgliteServer } from './db/pglite-server';
export { ANSWERS_FILE } from './db/startup-answers';
export { PgliteWireServer } from './db/wire-server';
export { startMailCatcher, type MailCatcher } from './mail/catcher';
export { startPostgrest } from './postgrest';
export { startScheduler } from './scheduler';
