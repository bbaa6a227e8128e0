// POST (create) and PUT (update) /object/{bucket}/{key}: multipart form from
// storage-js or a raw body, streamed to disk within the bucket's limits, written
// as the caller so storage.objects' RLS policies decide.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { asCaller } from '../db/pool';
import { requireCaller } from './auth';
import { mustFindBucket } from './buckets';
import { errors } from './errors';
import { placeFile, type Placement } from './files';
import { receiveFile, type IncomingFile } from './incoming';
import { objectFile } from './paths';
import type { StorageRequest } from './request';
import { assertRealType } from './signatures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function objectMetadata(file: IncomingFile, lastModified: Date) {
  return {
    eTag: file.eTag,
    size: file.size,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: lastModified.toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
}

export async function handleUpload(
  { c, ctx, bucket: bucketId, name }: StorageRequest,
  upsert: boolean,
): Promise<Response> {
  const caller = await requireCaller(c, ctx.key);
  const file = objectFile(ctx.storageDir, bucketId, name);
  const bucket = await mustFindBucket(ctx.db, bucketId);
  const incoming = await receiveFile(c, ctx.storageDir, bucket);
  try {
    await assertRealType(bucketId, incoming.mimeType, incoming.tmp);
  } catch (error) {
    await rm(incoming.tmp, { force: true });
    throw error;
  }
  const metadata = objectMetadata(incoming, new Date());
  const sub = caller.sub;
  const values = [
    randomUUID(),
    bucketId,
    name,
    sub && UUID.test(sub) ? sub : null,
    sub ?? null,
    JSON.stringify(metadata),
    incoming.userMetadata === null ? null : JSON.stringify(incoming.userMetadata),
    randomUUID(),
  ];
  const insert = `insert into storage.objects
      (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4, $5, $6, $7, $8)`;

  let placement: Placement | null = null;
  let id: string;
  try {
    id = await asCaller(ctx.db, caller, async (client) => {
      let objectId = values[0] as string;
      if (upsert) {
        // RETURNING needs the caller's select policy too, as on hosted storage.
        const res = await client.query<{ id: string }>(
          `${insert}
           on conflict (bucket_id, name) do update set
             owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version,
             updated_at = now(), last_accessed_at = now()
           returning id`,
          values,
        );
        objectId = res.rows[0]?.id ?? objectId;
      } else {
        // No RETURNING: a plain insert must not need a select policy.
        await client.query(insert, values);
      }
      // The row is written; only now do the bytes go to disk.
      placement = await placeFile(ctx.storageDir, file, name, incoming.tmp);
      return objectId;
    });
  } catch (error) {
    await (placement as Placement | null)?.rollback().catch(() => {});
    await rm(incoming.tmp, { force: true });
    // storage-api reports an existing key on upload as KeyAlreadyExists.
    if (error instanceof pg.DatabaseError && error.code === '23505') throw errors.duplicate();
    throw error;
  }
  await (placement as Placement | null)?.commit().catch(() => {});
  return c.json({ Id: id, Key: `${bucketId}/${name}` });
}
