// The seed's files: what `supabase seed buckets` does for the CLI. A bucket in
// supabase/config.toml with `objects_path` ([storage.buckets.NAME]) gets every file
// under that folder, keyed by its path there, uploaded through the storage service
// with the secret key after supabase/seed.sql has run. A seed is SQL, and the
// storage service keeps bytes on disk, so rows the seed writes that name a file
// (a report version, an uploaded template) have their files only through this step.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { stringSetting, tableNames } from '../project-config';

/** Content types by extension: the buckets accept only the types they list. */
const TYPES: Record<string, string> = {
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webm': 'audio/webm',
  '.txt': 'text/plain',
};

/** Every bucket with an objects_path, and that folder (relative paths from supabase/). */
export function bucketSeedFolders(supabaseDir: string): { bucket: string; dir: string }[] {
  return tableNames('storage.buckets').flatMap((bucket) => {
    const objectsPath = stringSetting(`storage.buckets.${bucket}.objects_path`, '');
    return objectsPath ? [{ bucket, dir: path.resolve(supabaseDir, objectsPath) }] : [];
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Uploads each seed folder's files (replacing what a key held). Returns the keys
 * uploaded, `bucket/key`; throws naming the first file the service refused.
 */
export async function seedBucketObjects(opts: {
  apiUrl: string;
  secretKey: string;
  supabaseDir: string;
}): Promise<string[]> {
  const uploaded: string[] = [];
  for (const { bucket, dir } of bucketSeedFolders(opts.supabaseDir)) {
    for (const key of await filesUnder(dir)) {
      const type = TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      const res = await fetch(
        `${opts.apiUrl}/storage/v1/object/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
        {
          method: 'POST',
          headers: {
            apikey: opts.secretKey,
            authorization: `Bearer ${opts.secretKey}`,
            'content-type': type,
            'x-upsert': 'true',
          },
          body: await readFile(path.join(dir, key)),
        },
      );
      if (!res.ok)
        throw new Error(`seed file ${bucket}/${key} refused: ${res.status} ${await res.text()}`);
      uploaded.push(`${bucket}/${key}`);
    }
  }
  return uploaded;
}
