// Starts a fresh in-memory local stack (or one on $DATABASE_URL) for the
// integration suite, on free ports, apart from the dev stack's.
import type { TestProject } from 'vitest/node';
import {
  ANON_KEY,
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
    anonKey: string;
    serviceRoleKey: string;
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
  project.provide('anonKey', ANON_KEY);
  project.provide('serviceRoleKey', SERVICE_ROLE_KEY);
  return () => stack.stop();
}
