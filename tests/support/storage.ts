// Helpers for the storage integration suites: the test buckets and their RLS
// policies, blobs, and a look at storage.objects rows. Users and clients come
// from tests/support/supabase.ts.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { JWT_SECRET } from '../../local-supabase';

export const PUBLIC = 'test-public';
export const PRIVATE = 'test-private';
export const secret = new TextEncoder().encode(JWT_SECRET);

/**
 * Creates the two test buckets and the policies a project would write for
 * hosted Supabase. Idempotent, as every storage suite runs it against the
 * same database.
 */
export async function createTestBuckets(db: pg.ClientBase): Promise<void> {
  await db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, true, 1024, array['image/*']), ($2, $2, false, null, null)
     on conflict (id) do nothing`,
    [PUBLIC, PRIVATE],
  );
  await db.query(`
    drop policy if exists "test public: insert own folder" on storage.objects;
    create policy "test public: insert own folder" on storage.objects for insert to authenticated
      with check (bucket_id = '${PUBLIC}' and (storage.foldername(name))[1] = (select auth.uid())::text);
    drop policy if exists "test public: select own folder" on storage.objects;
    create policy "test public: select own folder" on storage.objects for select to authenticated
      using (bucket_id = '${PUBLIC}' and (storage.foldername(name))[1] = (select auth.uid())::text);
    drop policy if exists "test public: update own folder" on storage.objects;
    create policy "test public: update own folder" on storage.objects for update to authenticated
      using (bucket_id = '${PUBLIC}' and (storage.foldername(name))[1] = (select auth.uid())::text);
    drop policy if exists "test public: delete own" on storage.objects;
    create policy "test public: delete own" on storage.objects for delete to authenticated
      using (bucket_id = '${PUBLIC}' and owner_id = (select auth.uid())::text);

    drop policy if exists "test private: insert own folder" on storage.objects;
    create policy "test private: insert own folder" on storage.objects for insert to authenticated
      with check (bucket_id = '${PRIVATE}' and (storage.foldername(name))[1] = (select auth.uid())::text);
    drop policy if exists "test private: owner reads" on storage.objects;
    create policy "test private: owner reads" on storage.objects for select to authenticated
      using (bucket_id = '${PRIVATE}' and owner_id = (select auth.uid())::text);
    drop policy if exists "test private: owner deletes" on storage.objects;
    create policy "test private: owner deletes" on storage.objects for delete to authenticated
      using (bucket_id = '${PRIVATE}' and owner_id = (select auth.uid())::text);
  `);
}

export function png(size: number): Blob {
  return new Blob([randomBytes(size)], { type: 'image/png' });
}

export async function bytesOf(data: Blob | Response): Promise<Buffer> {
  return Buffer.from(await data.arrayBuffer());
}

export async function objectRow(db: pg.ClientBase, bucket: string, name: string) {
  const { rows } = await db.query<{
    id: string;
    owner: string | null;
    owner_id: string | null;
    metadata: Record<string, unknown>;
  }>(
    'select id, owner, owner_id, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0];
}
