// DELETE /object/{bucket} { prefixes } and DELETE /object/{bucket}/{key}.
// Rows are deleted as the caller (RLS decides). Their bytes are moved aside
// inside the transaction and dropped after the commit, or put back if it fails.
import type pg from 'pg';
import { asCaller } from '../db/pool';
import type { Caller } from './auth';
import { requireCaller } from './auth';
import { errors } from './errors';
import { stashFile, type Placement } from './files';
import { objectFile } from './paths';
import { readJsonBody, type StorageContext, type StorageRequest } from './request';

type ObjectRow = Record<string, unknown> & { name: string };

async function deleteAsCaller(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  const stashes: Placement[] = [];
  let rows: ObjectRow[];
  try {
    rows = await asCaller(ctx.db, caller, async (client: pg.PoolClient) => {
      // As storage-api: this transaction is the Storage API, so storage's
      // guard against direct deletes lets it through.
      await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      const res = await client.query<ObjectRow>(
        'delete from storage.objects where bucket_id = $1 and name = any($2) returning *',
        [bucketId, names],
      );
      for (const row of res.rows) {
        let file: string;
        try {
          file = objectFile(ctx.storageDir, bucketId, row.name);
        } catch {
          continue; // a key that cannot be a file has no bytes
        }
        stashes.push(await stashFile(ctx.storageDir, file));
      }
      return res.rows;
    });
  } catch (error) {
    for (const stash of stashes) await stash.rollback().catch(() => {});
    throw error;
  }
  for (const stash of stashes) await stash.commit().catch(() => {});
  return rows;
}

export async function handleRemoveMany({ c, ctx, bucket }: StorageRequest): Promise<Response> {
  const caller = await requireCaller(c, ctx.key);
  const body = await readJsonBody(c);
  const prefixes =
    body && typeof body === 'object' ? (body as { prefixes?: unknown }).prefixes : undefined;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw errors.invalidRequest('body/prefixes must be a non-empty array of strings');
  }
  return c.json(await deleteAsCaller(ctx, caller, bucket, prefixes as string[]));
}

export async function handleRemoveOne({ c, ctx, bucket, name }: StorageRequest): Promise<Response> {
  const caller = await requireCaller(c, ctx.key);
  // As storage-api: looked up as the system first, so a missing object is
  // 'Object not found' and one the caller may not delete is 'Access denied'.
  const { rowCount } = await ctx.db.query(
    'select 1 from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  if (!rowCount) throw errors.noSuchKey();
  const deleted = await deleteAsCaller(ctx, caller, bucket, [name]);
  if (deleted.length === 0) throw errors.accessDenied('Access denied');
  return c.json({ message: 'Successfully deleted' });
}
