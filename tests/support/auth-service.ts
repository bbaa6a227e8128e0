// A second auth service on the test stack's database, with settings of its own
// (email confirmations on, a small hourly mail cap) and its own mail catcher,
// served at /auth/v1 as the gateway serves it. Cheaper than a second stack,
// and the same code the stack runs.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { inject } from 'vitest';
import {
  type AuthOverrides,
  authSettings,
  createAuthApp,
  createPool,
  freePort,
  JWT_SECRET,
  roleUrl,
  startMailCatcher,
  TEST_RUN_RATE_LIMITS,
} from '../../local-supabase';

export interface AuthService {
  apiUrl: string;
  mailUrl: string;
  stop(): Promise<void>;
}

export async function startAuthService(overrides: AuthOverrides): Promise<AuthService> {
  const mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const db = createPool(roleUrl(inject('adminDbUrl'), 'supabase_auth_admin'));
  const auth = createAuthApp(
    { db, jwtSecret: JWT_SECRET, storageDir: '', publicUrl: apiUrl, verbose: false },
    authSettings({
      catcherSmtpPort: mail.smtpPort,
      // As the suite's stack: off unless a test turns the CAPTCHA on.
      captcha: false,
      ...overrides,
      limits: { ...TEST_RUN_RATE_LIMITS, ...overrides.limits },
    }),
  );
  const app = new Hono().route('/auth/v1', auth);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    apiUrl,
    mailUrl: mail.url,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await db.end();
      await mail.stop();
    },
  };
}
