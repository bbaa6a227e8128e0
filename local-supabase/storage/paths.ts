// Object keys and where their bytes live on disk.
import path from 'node:path';
import { errors } from './errors';

// storage-api's allowed key characters (S3-safe ones); anything else is InvalidKey there too.
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const VALID_BUCKET = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;

/** Temp files live beside the buckets so a rename into place never crosses filesystems. */
export const TMP_DIR = '.tmp';

export function assertValidBucket(bucket: string): void {
  // A leading dot would let a bucket share a folder with TMP_DIR.
  if (!bucket || bucket.length > 100 || !VALID_BUCKET.test(bucket) || bucket.startsWith('.')) {
    throw errors.invalidBucketName();
  }
}

/**
 * Keys become file paths, so on top of storage-api's rules no segment may be
 * empty, '.' or '..', and a key may not be absolute.
 */
export function assertValidKey(key: string): void {
  if (!key || !VALID_KEY.test(key)) throw errors.invalidKey(key);
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw errors.invalidKey(key);
}

/** Absolute path of an object's bytes, checked to stay inside the bucket's folder. */
export function objectFile(storageDir: string, bucket: string, key: string): string {
  assertValidBucket(bucket);
  assertValidKey(key);
  const bucketDir = path.resolve(storageDir, bucket);
  const file = path.resolve(bucketDir, key);
  if (!file.startsWith(bucketDir + path.sep)) throw errors.invalidKey(key);
  return file;
}

export function bucketDir(storageDir: string, bucket: string): string {
  return path.resolve(storageDir, bucket);
}
