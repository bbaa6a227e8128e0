// Object bytes on disk. Uploads are written to a temp file and moved into place
// while the database transaction is still open, keeping the previous bytes aside
// until the commit, so a failed commit puts everything back as it was.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { errors } from './errors';
import { TMP_DIR } from './paths';

export interface Placement {
  /** The transaction committed: drop the previous bytes. */
  commit(): Promise<void>;
  /** The transaction failed: restore the previous bytes (or remove the new ones). */
  rollback(): Promise<void>;
}

function isErrno(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

async function statOrNull(file: string) {
  try {
    return await lstat(file);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
}

/** A fresh path in the temp folder beside the buckets, for bytes still arriving. */
export async function newTempPath(storageDir: string): Promise<string> {
  const tmpDir = path.join(storageDir, TMP_DIR);
  await mkdir(tmpDir, { recursive: true });
  return path.join(tmpDir, randomUUID());
}

/**
 * Moves the finished temp file `tmp` to `file`; call inside the transaction,
 * after the row write. The temp file is gone afterwards, whatever happens.
 */
export async function placeFile(
  storageDir: string,
  file: string,
  key: string,
  tmp: string,
): Promise<Placement> {
  const tmpDir = path.join(storageDir, TMP_DIR);
  let backup: string | null = null;
  try {
    // S3 allows both 'a' and 'a/b' as keys; a filesystem does not.
    const existing = await statOrNull(file);
    if (existing && !existing.isFile()) throw errors.invalidKey(key);
    try {
      await mkdir(path.dirname(file), { recursive: true });
    } catch (error) {
      if (isErrno(error, 'EEXIST', 'ENOTDIR')) throw errors.invalidKey(key);
      throw error;
    }
    if (existing) {
      backup = path.join(tmpDir, `${randomUUID()}.previous`);
      await rename(file, backup);
    }
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    if (backup) await rename(backup, file).catch(() => {});
    throw error;
  }
  return {
    async commit() {
      if (backup) await rm(backup, { force: true });
    },
    async rollback() {
      if (backup) await rename(backup, file);
      else await removeFile(storageDir, file);
    },
  };
}

/**
 * Moves an object's bytes aside while its row's delete is uncommitted; commit
 * drops them, rollback puts them back. Call inside the transaction.
 */
export async function stashFile(storageDir: string, file: string): Promise<Placement> {
  const existing = await statOrNull(file);
  if (!existing?.isFile()) return { commit: async () => {}, rollback: async () => {} };
  const tmpDir = path.join(storageDir, TMP_DIR);
  await mkdir(tmpDir, { recursive: true });
  const stash = path.join(tmpDir, `${randomUUID()}.deleted`);
  await rename(file, stash);
  return {
    async commit() {
      await rm(stash, { force: true });
      await removeFile(storageDir, file);
    },
    async rollback() {
      await mkdir(path.dirname(file), { recursive: true });
      await rename(stash, file);
    },
  };
}

/** Removes an object's bytes and the folders it leaves empty, up to the bucket's folder. */
export async function removeFile(storageDir: string, file: string): Promise<void> {
  await rm(file, { force: true });
  const root = path.resolve(storageDir);
  let dir = path.dirname(file);
  // Stop at the bucket folder: its parent is the storage root.
  while (path.dirname(dir) !== root && dir.startsWith(root + path.sep)) {
    try {
      await rmdir(dir);
    } catch {
      break; // not empty, or already gone
    }
    dir = path.dirname(dir);
  }
}

export interface FileRange {
  start: number;
  end: number;
}

/** The bytes of `file` (or one range of them) as a web stream. */
export function streamFile(file: string, range?: FileRange): ReadableStream<Uint8Array> {
  const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

export async function fileSize(file: string): Promise<number | null> {
  const stat = await statOrNull(file);
  return stat?.isFile() ? stat.size : null;
}
