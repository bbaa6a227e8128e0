// POST (create) and PUT (update) /object/{bucket}/{key}: multipart form from
// storage-js or a raw body, checked against the bucket's limits, written as the
// caller so storage.objects' RLS policies decide.
import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import pg from 'pg';
import { asCaller } from '../db/pool';
import type { ServiceContext } from '../context';
import { requireCaller } from './auth';
import { assertAllowedMimeType, maxFileSize, mustFindBucket, type Bucket } from './buckets';
import { errors } from './errors';
import { placeFile, type Placement } from './files';
import { objectFile } from './paths';

interface IncomingFile {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Reads a raw body, giving up as soon as it passes `limit` bytes. */
async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number) {
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw errors.tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

async function readFile(c: Context, bucket: Bucket): Promise<IncomingFile> {
  const limit = maxFileSize(bucket);
  const contentType = c.req.header('content-type') ?? '';
  const declared = Number(c.req.header('content-length'));

  if (contentType.startsWith('multipart/form-data')) {
    // The form is buffered whole; refuse bodies far beyond any allowed file first.
    if (Number.isFinite(declared) && declared > limit + 1024 * 1024) throw errors.tooLarge();
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw errors.noContent();
    }
    // storage-js puts the file under the '' key; accept any single file part.
    let found: File | null = null;
    form.forEach((value) => {
      if (!found && typeof value !== 'string') found = value;
    });
    const file = found as File | null;
    if (!file) throw errors.noContent();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const mimeType = field('contentType') || file.type || 'application/octet-stream';
    assertAllowedMimeType(bucket, mimeType);
    if (file.size > limit) throw errors.tooLarge();
    const cacheTime = field('cacheControl');
    const metadata = field('metadata') ?? field('userMetadata');
    if (metadata !== undefined && Buffer.byteLength(metadata) > 1024 * 1024) {
      throw errors.tooLarge('user_metadata');
    }
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimeType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: metadata === undefined ? null : parseJson(metadata),
    };
  }

  const mimeType = contentType || 'application/octet-stream';
  assertAllowedMimeType(bucket, mimeType);
  if (Number.isFinite(declared) && declared > limit) throw errors.tooLarge();
  const encodedMetadata = c.req.header('x-metadata');
  return {
    bytes: await readLimited(c.req.raw.body, limit),
    mimeType,
    cacheControl: c.req.header('cache-control') ?? 'no-cache',
    userMetadata: encodedMetadata
      ? parseJson(Buffer.from(encodedMetadata, 'base64').toString('utf8'))
      : null,
  };
}

export function objectMetadata(file: IncomingFile, lastModified: Date) {
  return {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.byteLength,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: lastModified.toISOString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  };
}

export async function handleUpload(
  c: Context,
  ctx: ServiceContext,
  key: Uint8Array,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<Response> {
  const caller = await requireCaller(c, key);
  const file = objectFile(ctx.storageDir, bucketId, name);
  const bucket = await mustFindBucket(ctx.db, bucketId);
  const incoming = await readFile(c, bucket);
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
    id = await asCaller(ctx.db, caller.claims, async (client) => {
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
      placement = await placeFile(ctx.storageDir, file, name, incoming.bytes);
      return objectId;
    });
  } catch (error) {
    await (placement as Placement | null)?.rollback().catch(() => {});
    // storage-api reports an existing key on upload as KeyAlreadyExists.
    if (error instanceof pg.DatabaseError && error.code === '23505') throw errors.duplicate();
    throw error;
  }
  await (placement as Placement | null)?.commit().catch(() => {});
  return c.json({ Id: id, Key: `${bucketId}/${name}` });
}
