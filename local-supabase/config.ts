// Ports, keys and paths of the local stack. The keys are the Supabase CLI's
// well-known local defaults, so a .env written for `supabase start` works here too:
// the publishable and secret keys (what projects use from 2026) and the legacy JWT pair.
import path from 'node:path';
import type { RateLimits } from './auth/rate-limits';
import { ROOT } from './root';

export const JWT_SECRET =
  process.env.JWT_SECRET ?? 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** For browsers: acts as anon (the CLI's `supabase status` prints the same one). */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
/** For servers and Edge Functions only: acts as service_role, refused from a browser. */
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The four keys a stack answers, and whether the legacy JWT pair still works. */
export interface ApiKeys {
  publishable: string;
  secret: string;
  anon: string;
  serviceRole: string;
  legacy: boolean;
}

export interface StackOptions {
  /** Gateway port: /auth/v1, /rest/v1, /storage/v1. */
  apiPort: number;
  /** Postgres wire-protocol port (PGlite mode only). */
  dbPort: number;
  /** Internal PostgREST port. */
  restPort: number;
  /** Folder for PGlite data and storage bytes; null keeps everything in memory / a temp dir. */
  dataDir: string | null;
  /** Use a real PostgreSQL server instead of PGlite. */
  databaseUrl: string | null;
  /** Run supabase/seed.sql on a fresh database. */
  seed: boolean;
  /** Extra log lines. */
  verbose: boolean;
  /** Browser origins the gateway answers CORS for (the app's dev and preview servers). */
  allowedOrigins: string[];
  /** The mail catcher's page and Mailpit API (config.toml `[local_smtp] port`). */
  mailPort: number;
  /** The mail catcher's SMTP port (`[local_smtp] smtp_port`). */
  smtpPort: number;
  /** Email confirmations on or off; null reads `[auth.email] enable_confirmations`. */
  emailConfirmations: boolean | null;
  /** Auth rate limits that differ from config.toml's (test suites sign in thousands of times). */
  authRateLimits: Partial<RateLimits>;
  /** false turns `[auth.captcha]` off (suites that sign in without a token); null reads config.toml. */
  authCaptcha: false | null;
  /** The Supabase CLI's `supabase/` folder: config.toml and functions/. */
  supabaseDir: string;
  /** Restart Edge Functions when their files change. */
  watchFunctions: boolean;
  /** Print what Edge Functions log. */
  functionLogs: boolean;
  /** Run the scheduled jobs (reminders, send-email) this often, as pg_cron does on hosted; null: never. */
  schedulerIntervalMs: number | null;
  /**
   * false refuses the legacy anon and service_role JWT keys, as a hosted project does once
   * they are disabled (Project Settings > API Keys); the publishable and secret keys work.
   */
  legacyKeys: boolean;
}

const envPort = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const DEFAULT_OPTIONS: StackOptions = {
  apiPort: envPort('LOCAL_SUPABASE_API_PORT', 54321),
  dbPort: envPort('LOCAL_SUPABASE_DB_PORT', 54322),
  restPort: envPort('LOCAL_SUPABASE_REST_PORT', 54329),
  dataDir: process.env.LOCAL_SUPABASE_DIR ?? path.join(ROOT, '.local-supabase'),
  databaseUrl: process.env.DATABASE_URL ?? null,
  seed: true,
  verbose: false,
  allowedOrigins: (
    process.env.LOCAL_SUPABASE_CORS_ORIGINS ??
    'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173'
  )
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  mailPort: envPort('LOCAL_SUPABASE_MAIL_PORT', 54324),
  smtpPort: envPort('LOCAL_SUPABASE_SMTP_PORT', 54325),
  emailConfirmations: null,
  authRateLimits: {},
  authCaptcha: null,
  supabaseDir: path.join(ROOT, 'supabase'),
  watchFunctions: true,
  functionLogs: true,
  schedulerIntervalMs: 60_000,
  legacyKeys: legacyKeysFromEnv(),
};

/** LOCAL_SUPABASE_LEGACY_KEYS=false: the stack (and the test suites' stacks) refuse the JWT pair. */
export function legacyKeysFromEnv(): boolean {
  const value = process.env.LOCAL_SUPABASE_LEGACY_KEYS;
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(
    `LOCAL_SUPABASE_LEGACY_KEYS should be true or false, not ${JSON.stringify(value)}`,
  );
}

/** Access tokens live an hour, as on hosted Supabase. */
export const JWT_EXPIRY_SECONDS = Number(process.env.JWT_EXPIRY ?? 3600);
