// POST /object/sign/{bucket}/{key} and POST /object/sign/{bucket} (several paths):
// signed download URLs for objects the caller may select.
import type { Context } from 'hono';
import { asCaller } from '../db/pool';
import type { ServiceContext } from '../context';
import { requireCaller, signObjectToken } from './auth';
import { findObjectAsCaller } from './download';
import { errors } from './errors';
import { assertValidKey } from './paths';

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      return body as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  throw errors.invalidRequest('body must be object');
}

function expiresInOf(body: Record<string, unknown>): number {
  const value = body.expiresIn;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw errors.invalidRequest('body/expiresIn must be an integer >= 1');
  }
  return value;
}

export async function handleSign(
  c: Context,
  ctx: ServiceContext,
  key: Uint8Array,
  bucketId: string,
  name: string,
): Promise<Response> {
  const caller = await requireCaller(c, key);
  const expiresIn = expiresInOf(await jsonBody(c));
  assertValidKey(name);
  await findObjectAsCaller(ctx.db, caller, bucketId, name);
  const url = `${bucketId}/${name}`;
  const token = await signObjectToken(url, expiresIn, key);
  // Unencoded like storage-api's: storage-js runs encodeURI over the whole URL.
  return c.json({ signedURL: `/object/sign/${url}?token=${token}` });
}

export async function handleSignMany(
  c: Context,
  ctx: ServiceContext,
  key: Uint8Array,
  bucketId: string,
): Promise<Response> {
  const caller = await requireCaller(c, key);
  const body = await jsonBody(c);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) {
    throw errors.invalidRequest('body/paths must be a non-empty array of strings');
  }
  const visible = await asCaller(ctx.db, caller.claims, async (client) => {
    const res = await client.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2)',
      [bucketId, paths],
    );
    return new Set(res.rows.map((r) => r.name));
  });
  const results = await Promise.all(
    (paths as string[]).map(async (path) => {
      if (!visible.has(path)) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      }
      const url = `${bucketId}/${path}`;
      const token = await signObjectToken(url, expiresIn, key);
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
    }),
  );
  return c.json(results);
}
