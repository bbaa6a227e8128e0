// One origin on :54321, like Supabase's API gateway: /auth/v1, /rest/v1, /storage/v1,
// /functions/v1.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { proxy } from 'hono/proxy';
import { createKeyGate } from './api-keys';
import type { ApiKeys } from './config';
import type { Functions } from './functions/index';
import { closeAfterBody, MAX_JSON_BYTES } from './request';

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

/** PostgREST's error shape for a body over the cap. */
function restTooLarge(c: Context): Response {
  closeAfterBody(c);
  return c.json(
    { code: 'PGRST413', details: null, hint: null, message: 'Request body is larger than 1 MB' },
    413,
  );
}

/** Passes a streamed body through, failing it once more than `limit` bytes went by. */
function capBody(body: ReadableStream<Uint8Array> | null, limit: number) {
  let total = 0;
  let exceeded = false;
  const capped = body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) {
          exceeded = true;
          controller.error(new Error('request body over the cap'));
        } else controller.enqueue(chunk);
      },
    }),
  );
  return { body: capped ?? null, exceeded: () => exceeded };
}

/** The request's headers as the gateway passes them on to PostgREST and functions. */
function upstreamHeaders(c: Context): Headers {
  const headers = new Headers(c.req.raw.headers);
  // Like Supabase's gateway: the apikey stands in for a missing bearer token.
  const apikey = headers.get('apikey');
  if (!headers.get('authorization') && apikey) headers.set('authorization', `Bearer ${apikey}`);
  headers.delete('host');
  // We are the edge: the database's flood guard keys on this, so a client's own value is dropped.
  headers.set('x-forwarded-for', getConnInfo(c).remote.address ?? '');
  // Node already answered `Expect: 100-continue`; fetch refuses to forward it.
  headers.delete('expect');
  return headers;
}

export function createGateway(parts: {
  auth: Hono;
  storage: Hono;
  functions: Functions;
  restPort: number;
  allowedOrigins: string[];
  keys: ApiKeys;
  jwtSecret: string;
}): Hono {
  const app = new Hono();
  const allowed = new Set(parts.allowedOrigins);
  app.use(
    '*',
    cors({
      // Only the app's own origins; any other (or `null`) gets no CORS headers.
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: EXPOSED_HEADERS,
      credentials: true,
      maxAge: 3600,
    }),
  );

  const gate = createKeyGate(parts.keys, parts.jwtSecret);
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const headers = c.req.raw.headers;
    // PostgREST and storage act as the key's role; auth reads only a user's token (/user,
    // /logout) and functions get the caller's headers, so those two are checked, not changed.
    const mint = c.req.path.startsWith('/rest/v1/') || c.req.path.startsWith('/storage/v1/');
    const verdict = await gate.check(headers, mint);
    if (verdict.refusal) return c.json(verdict.refusal, 401);
    // Storage and PostgREST read the role from a JWT: the key's stands in for it.
    if (verdict.authorization) headers.set('authorization', verdict.authorization);
    await next();
  });

  app.route('/auth/v1', parts.auth);
  app.route('/storage/v1', parts.storage);

  app.all('/rest/v1/*', async (c) => {
    const url = new URL(c.req.url);
    const target = `http://127.0.0.1:${parts.restPort}${url.pathname.slice('/rest/v1'.length) || '/'}${url.search}`;
    const headers = upstreamHeaders(c);
    // PostgREST reads any body whole: refuse past 1 MB, as the services do.
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > MAX_JSON_BYTES) return restTooLarge(c);
    const capped = capBody(c.req.raw.body, MAX_JSON_BYTES);
    try {
      return await proxy(target, { raw: c.req.raw, headers, body: capped.body });
    } catch (error) {
      if (capped.exceeded()) return restTooLarge(c);
      throw error;
    }
  });

  app.all('/functions/v1/*', (c) => parts.functions.handle(c, upstreamHeaders(c)));

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}
