// POST /object/sign/{bucket}/{key} and POST /object/sign/{bucket} (several paths):
// signed download URLs for objects the caller may select.
import type { Context } from 'hono';
import { asCaller } from '../db/pool';
import { requireCaller, signObjectToken } from './auth';
import { findObjectAsCaller } from './download';
import { errors } from './errors';
import { assertValidKey } from './paths';
import { readJsonBody, type StorageRequest } from './request';

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return body as Record<string, unknown>;
  }
  throw errors.invalidRequest('body must be object');
}

/** A week: no signed URL outlives it (storage-api has no bound; a leaked URL should expire). */
export const MAX_EXPIRES_IN = 7 * 24 * 60 * 60;

function expiresInOf(body: Record<string, unknown>): number {
  const value = body.expiresIn;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw errors.invalidRequest('body/expiresIn must be an integer >= 1');
  }
  if (value > MAX_EXPIRES_IN) {
    throw errors.invalidRequest(`body/expiresIn must be <= ${MAX_EXPIRES_IN} (one week)`);
  }
  return value;
}

export async function handleSign({ c, ctx, bucket: bucketId, name }: StorageRequest) {
  const key = ctx.key;
  const caller = await requireCaller(c, key);
  const expiresIn = expiresInOf(await jsonBody(c));
  assertValidKey(name);
  const row = await findObjectAsCaller(ctx.db, caller, bucketId, name);
  const url = `${bucketId}/${name}`;
  const token = await signObjectToken(url, row.id, expiresIn, key);
  // Unencoded like storage-api's: storage-js runs encodeURI over the whole URL.
  return c.json({ signedURL: `/object/sign/${url}?token=${token}` });
}

export async function handleSignMany({ c, ctx, bucket: bucketId }: StorageRequest) {
  const key = ctx.key;
  const caller = await requireCaller(c, key);
  const body = await jsonBody(c);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) {
    throw errors.invalidRequest('body/paths must be a non-empty array of strings');
  }
  const visible = await asCaller(ctx.db, caller, async (client) => {
    const res = await client.query<{ name: string; id: string }>(
      'select name, id from storage.objects where bucket_id = $1 and name = any($2)',
      [bucketId, paths],
    );
    return new Map(res.rows.map((r) => [r.name, r.id]));
  });
  const results = await Promise.all(
    (paths as string[]).map(async (path) => {
      const objectId = visible.get(path);
      if (!objectId) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      }
      const url = `${bucketId}/${path}`;
      const token = await signObjectToken(url, objectId, expiresIn, key);
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
    }),
  );
  return c.json(results);
}
