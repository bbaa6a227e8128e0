// Starts a fresh in-memory local stack (or one on $DATABASE_URL) for the
// integration suite, on free ports, apart from the dev stack's.
import type { TestProject } from 'vitest/node';
import {
  ANON_KEY,
  DEFAULT_OPTIONS,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  startEphemeralStack,
  TEST_RUN_RATE_LIMITS,
} from '../../local-supabase';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    restUrl: string;
    mailUrl: string;
    dbUrl: string;
    adminDbUrl: string;
    /** The key a browser holds: the legacy anon key, or the publishable key when legacy keys are off. */
    anonKey: string;
    /** The server's key: the legacy service_role key, or the secret key when legacy keys are off. */
    serviceRoleKey: string;
    publishableKey: string;
    secretKey: string;
    /** LOCAL_SUPABASE_LEGACY_KEYS=false runs the whole suite with the legacy pair refused. */
    legacyKeys: boolean;
  }
}

export default async function setup(project: TestProject) {
  // The suites sign in straight through supabase-js; request-guard-http.test.ts tests the CAPTCHA.
  const stack = await startEphemeralStack({
    seed: true,
    authRateLimits: TEST_RUN_RATE_LIMITS,
    authCaptcha: false,
  });
  project.provide('apiUrl', stack.apiUrl);
  project.provide('restUrl', stack.restUrl);
  project.provide('mailUrl', stack.mailUrl);
  project.provide('dbUrl', stack.dbUrl);
  project.provide('adminDbUrl', stack.adminDbUrl);
  const legacy = DEFAULT_OPTIONS.legacyKeys;
  project.provide('anonKey', legacy ? ANON_KEY : PUBLISHABLE_KEY);
  project.provide('serviceRoleKey', legacy ? SERVICE_ROLE_KEY : SECRET_KEY);
  project.provide('publishableKey', PUBLISHABLE_KEY);
  project.provide('secretKey', SECRET_KEY);
  project.provide('legacyKeys', legacy);
  return () => stack.stop();
}
