// POST /object/list/{bucket}: one folder level, as storage-api's storage.search()
// returns it: files with their row, sub-folders as name-only entries. Runs as
// the caller, so it lists only what their select policies show.
import { asCaller } from '../db/pool';
import { requireCaller } from './auth';
import { readJsonBody, type StorageRequest } from './request';

interface Entry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export async function handleList({ c, ctx, bucket: bucketId }: StorageRequest) {
  const caller = await requireCaller(c, ctx.key);
  const body = ((await readJsonBody(c)) ?? {}) as {
    prefix?: unknown;
    limit?: unknown;
    offset?: unknown;
    search?: unknown;
    sortBy?: { column?: unknown; order?: unknown };
  };
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  // A prefix is always a folder.
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : 100;
  const offset = typeof body.offset === 'number' && body.offset > 0 ? body.offset : 0;
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const column =
    typeof body.sortBy?.column === 'string' && SORT_COLUMNS.has(body.sortBy.column)
      ? (body.sortBy.column as keyof Entry)
      : 'name';
  const descending = String(body.sortBy?.order).toLowerCase() === 'desc';

  const rows = await asCaller(ctx.db, caller, async (client) => {
    const res = await client.query<Entry>(
      `select name, id, updated_at, created_at, last_accessed_at, metadata
         from storage.objects where bucket_id = $1 and name like $2`,
      [bucketId, `${escapeLike(prefix)}%`],
    );
    return res.rows;
  });

  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name || !name.toLowerCase().startsWith(search) || entries.has(name)) continue;
    entries.set(
      name,
      slash === -1
        ? { ...row, name }
        : {
            name,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          },
    );
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === y) return 0;
    if (x === null) return 1; // folders have no dates; they go last either way
    if (y === null) return -1;
    const order = x < y ? -1 : 1;
    return descending ? -order : order;
  });
  return c.json(sorted.slice(offset, offset + limit));
}
