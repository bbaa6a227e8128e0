import { Hono } from 'hono';
import type { ServiceContext } from '../context';

/** GoTrue-compatible auth service, mounted at /auth/v1. */
export function createAuthApp(_ctx: ServiceContext): Hono {
  const app = new Hono();
  app.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'local' }));
  return app;
}
