// GET /object/public|authenticated|sign/{bucket}/{key} and GET /object/{bucket}/{key}.
import { asCaller, type Db, type Queryable } from '../db/pool';
import { requireCaller, verifyObjectToken, type Caller } from './auth';
import { findBucket } from './buckets';
import { errors, StorageError } from './errors';
import { fileSize, streamFile, type FileRange } from './files';
import { objectFile } from './paths';
import type { StorageRequest } from './request';

interface StoredMetadata {
  eTag?: string;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
}

interface ObjectRow {
  id: string;
  metadata: StoredMetadata | null;
  updated_at: Date | null;
}

const SELECT_OBJECT =
  'select id, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2';

async function findObjectAsSystem(db: Queryable, bucket: string, name: string): Promise<ObjectRow> {
  const { rows } = await db.query<ObjectRow>(SELECT_OBJECT, [bucket, name]);
  if (!rows[0]) throw errors.noSuchKey();
  return rows[0];
}

/** The row if the caller's select policies let them see it. */
export async function findObjectAsCaller(
  db: Db,
  caller: Caller,
  bucket: string,
  name: string,
): Promise<ObjectRow> {
  const row = await asCaller(db, caller, async (client) => {
    const res = await client.query<ObjectRow>(SELECT_OBJECT, [bucket, name]);
    return res.rows[0];
  });
  if (!row) throw errors.noSuchKey();
  return row;
}

/** One `bytes=` range; null means "send it all" (absent, or several ranges). */
function parseRange(header: string | undefined, size: number): FileRange | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    if (to === '') throw errors.invalidRange();
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) throw errors.invalidRange();
  return { start, end };
}

async function render(
  { c, ctx, bucket, name }: StorageRequest,
  row: ObjectRow,
  extra: Record<string, string> = {},
): Promise<Response> {
  const file = objectFile(ctx.storageDir, bucket, name);
  const size = await fileSize(file);
  if (size === null) throw errors.noSuchKey();
  const meta = row.metadata ?? {};
  const headers = new Headers({
    'Content-Type': meta.mimetype || 'application/octet-stream',
    'Cache-Control': meta.cacheControl || 'no-cache',
    'Accept-Ranges': 'bytes',
    // An object is data, never a page of this origin: no sniffing it into HTML, no
    // scripts, styles or frames if a browser opens it anyway (an SVG, an HTML "image").
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    ...extra,
  });
  if (meta.eTag) headers.set('ETag', meta.eTag);
  const lastModified = meta.lastModified ? new Date(meta.lastModified) : row.updated_at;
  if (lastModified && !Number.isNaN(lastModified.getTime())) {
    headers.set('Last-Modified', lastModified.toUTCString());
  }
  const download = c.req.query('download');
  if (download !== undefined) {
    const encoded = encodeURIComponent(download);
    headers.set(
      'Content-Disposition',
      download === ''
        ? 'attachment;'
        : `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`,
    );
  }
  const ifNoneMatch = c.req.header('if-none-match');
  if (meta.eTag && ifNoneMatch && ifNoneMatch === meta.eTag) {
    return new Response(null, { status: 304, headers });
  }

  let range: FileRange | null;
  try {
    range = parseRange(c.req.header('range'), size);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    return c.json(error.toJSON(), 416, { 'Content-Range': `bytes */${size}` });
  }
  const length = range ? range.end - range.start + 1 : size;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  // HEAD is routed here as GET; do not open a stream nobody will read.
  const body = c.req.method === 'HEAD' ? null : streamFile(file, range ?? undefined);
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** GET /object/public/{bucket}/{key}: no JWT, public buckets only. */
export async function handlePublicDownload(req: StorageRequest): Promise<Response> {
  const { ctx, name } = req;
  const bucket = await findBucket(ctx.db, req.bucket);
  if (!bucket || !bucket.public) throw errors.noSuchBucket();
  const row = await findObjectAsSystem(ctx.db, req.bucket, name);
  return render(req, row);
}

/**
 * GET /object/authenticated/{bucket}/{key} and GET /object/{bucket}/{key}:
 * public buckets serve anyone, private ones what the caller's RLS lets them select.
 */
export async function handleAuthenticatedDownload(req: StorageRequest): Promise<Response> {
  const { c, ctx, bucket: bucketId, name } = req;
  let caller: Caller | null = null;
  try {
    caller = await requireCaller(c, ctx.key);
  } catch {
    caller = null; // storage-api lets an unauthenticated request read public buckets here
  }
  const bucket = await findBucket(ctx.db, bucketId);
  if (!bucket || (!caller && !bucket.public)) throw errors.noSuchBucket();
  const row =
    bucket.public || !caller
      ? await findObjectAsSystem(ctx.db, bucketId, name)
      : await findObjectAsCaller(ctx.db, caller, bucketId, name);
  return render(req, row);
}

/** GET /object/sign/{bucket}/{key}?token=: the token alone grants access. */
export async function handleSignedDownload(req: StorageRequest): Promise<Response> {
  const { c, ctx, bucket, name } = req;
  const token = c.req.query('token');
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  const { exp, objectId } = await verifyObjectToken(token, `${bucket}/${name}`, ctx.key);
  const row = await findObjectAsSystem(ctx.db, bucket, name);
  // Another object now sits at this path: the signed one is gone.
  if (row.id !== objectId) throw errors.noSuchKey();
  return render(req, row, { Expires: new Date(exp * 1000).toUTCString() });
}

interface InfoRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: (StoredMetadata & { size?: number }) | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
}

/**
 * GET /object/info/{bucket}/{key}: the object's details if the caller's select policies
 * let them see it, in storage-api's shape (supabase-js's `info()`, and `exists()`, which
 * reads a missing or hidden object's NoSuchKey as false).
 */
export async function handleInfo(req: StorageRequest): Promise<Response> {
  const { c, ctx, bucket: bucketId, name } = req;
  const caller = await requireCaller(c, ctx.key);
  const row = await asCaller(ctx.db, caller, async (client) => {
    const res = await client.query<InfoRow>(
      `select id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at
         from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    );
    return res.rows[0];
  });
  if (!row) throw errors.noSuchKey();
  const meta = row.metadata ?? {};
  return c.json({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: meta.lastModified ?? row.updated_at?.toISOString() ?? null,
    created_at: row.created_at?.toISOString() ?? null,
  });
}
