// Buckets: read as the system for limits, and the bucket read routes as the caller.
import { Hono } from 'hono';
import { asCaller, type Queryable } from '../db/pool';
import { requireCaller } from './auth';
import { errors } from './errors';
import type { StorageContext } from './request';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** storage-api's global upload limit when neither the bucket nor the project sets one. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** The bucket row as the system sees it (limits apply whatever the caller may read). */
export async function findBucket(db: Queryable, id: string): Promise<Bucket | null> {
  const { rows } = await db.query<{
    id: string;
    public: boolean | null;
    file_size_limit: string | null;
    allowed_mime_types: string[] | null;
  }>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
    id,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    public: row.public === true,
    // bigint comes back as a string
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
  };
}

export async function mustFindBucket(db: Queryable, id: string): Promise<Bucket> {
  const bucket = await findBucket(db, id);
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

export function maxFileSize(bucket: Bucket): number {
  const limit = bucket.file_size_limit;
  return typeof limit === 'number' && limit > 0
    ? Math.min(limit, GLOBAL_FILE_SIZE_LIMIT)
    : GLOBAL_FILE_SIZE_LIMIT;
}

/**
 * storage-api's check: 'type/sub' must equal an allowed entry or match 'type/*'.
 * Parameters are not stripped, so 'text/plain;charset=UTF-8' needs 'text/*' there too.
 */
export function assertAllowedMimeType(bucket: Bucket, mimeType: string): void {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return;
  const [type, sub, ...rest] = mimeType.split('/');
  if (!type || sub === undefined || rest.length > 0) throw errors.invalidMimeType(mimeType);
  for (const entry of allowed) {
    const [allowedType, allowedSub] = entry.split('/');
    if (allowedType === type && (allowedSub === '*' || allowedSub === sub)) return;
  }
  throw errors.invalidMimeType(mimeType);
}

const BUCKET_COLUMNS =
  'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';

type BucketRow = Record<string, unknown> & { file_size_limit: string | number | null };

function bucketJson(row: BucketRow) {
  return {
    ...row,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    type: 'STANDARD',
  };
}

/** GET /bucket and GET /bucket/:id, filtered by the caller's RLS on storage.buckets. */
export function bucketRoutes(ctx: StorageContext): Hono {
  const app = new Hono();
  const key = ctx.key;

  app.get('/', async (c) => {
    const caller = await requireCaller(c, key);
    const rows = await asCaller(ctx.db, caller, async (client) => {
      const res = await client.query<BucketRow>(
        `select ${BUCKET_COLUMNS} from storage.buckets order by name`,
      );
      return res.rows;
    });
    return c.json(rows.map(bucketJson));
  });

  app.get('/:id', async (c) => {
    const caller = await requireCaller(c, key);
    const row = await asCaller(ctx.db, caller, async (client) => {
      const res = await client.query<BucketRow>(
        `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
        [c.req.param('id')],
      );
      return res.rows[0];
    });
    if (!row) throw errors.noSuchBucket();
    return c.json(bucketJson(row));
  });

  return app;
}
