// One origin on :54321, like Supabase's API gateway: /auth/v1, /rest/v1, /storage/v1.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { proxy } from 'hono/proxy';

const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Profile',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'ETag',
];

export function createGateway(parts: { auth: Hono; storage: Hono; restPort: number }): Hono {
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: EXPOSED_HEADERS,
      credentials: true,
      maxAge: 3600,
    }),
  );

  app.route('/auth/v1', parts.auth);
  app.route('/storage/v1', parts.storage);

  app.all('/rest/v1/*', (c) => {
    const url = new URL(c.req.url);
    const target = `http://127.0.0.1:${parts.restPort}${url.pathname.slice('/rest/v1'.length) || '/'}${url.search}`;
    const headers = new Headers(c.req.raw.headers);
    // Like Supabase's gateway: the apikey stands in for a missing bearer token.
    const apikey = headers.get('apikey');
    if (!headers.get('authorization') && apikey) headers.set('authorization', `Bearer ${apikey}`);
    headers.delete('host');
    return proxy(target, { raw: c.req.raw, headers });
  });

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}
