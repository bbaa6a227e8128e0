import { Hono } from 'hono';
import type { ServiceContext } from '../context';

/** storage-api-compatible service, mounted at /storage/v1. */
export function createStorageApp(_ctx: ServiceContext): Hono {
  const app = new Hono();
  app.get('/status', (c) => c.text(''));
  return app;
}
