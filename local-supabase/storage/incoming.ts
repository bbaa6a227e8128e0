// An upload's bytes, streamed to a temp file beside the buckets while being
// counted and hashed: nothing larger than a chunk is held in memory, and the
// upload stops as soon as it passes the bucket's limit.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { assertAllowedMimeType, maxFileSize, type Bucket } from './buckets';
import { errors, StorageError } from './errors';
import { newTempPath } from './files';

/** All of a form's text fields together (cacheControl, contentType, metadata). */
const MAX_METADATA_BYTES = 1 << 20;
/** storage-js sends two; a few more are tolerated, each buffered until it ends. */
const MAX_FIELDS = 8;

export interface IncomingFile {
  /** The bytes, in a temp file the caller moves into place or removes. */
  tmp: string;
  size: number;
  eTag: string;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

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

/** Passes bytes through, failing with EntityTooLarge past `limit`; `seen` sees each chunk. */
function byteCap(limit: number, seen: (chunk: Buffer) => void = () => {}) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(errors.tooLarge());
      seen(chunk);
      done(null, chunk);
    },
  });
}

/** Writes `source` to `tmp`, failing with EntityTooLarge past `limit` bytes. */
async function writeCounted(source: Readable, tmp: string, limit: number) {
  const hash = createHash('md5');
  let size = 0;
  const counter = byteCap(limit, (chunk) => {
    size += chunk.length;
    hash.update(chunk);
  });
  await pipeline(source, counter, createWriteStream(tmp));
  return { size, eTag: `"${hash.digest('hex')}"` };
}

function bodyStream(c: Context): Readable {
  const body = c.req.raw.body;
  if (!body) throw errors.noContent();
  return Readable.fromWeb(body as NodeWebStream<Uint8Array>);
}

/**
 * storage-js's multipart form: the file under any name, plus cacheControl/metadata
 * fields. The whole body is counted (a chunked body declares no length), and the
 * text fields together stay under MAX_METADATA_BYTES, since each is held in memory.
 */
function receiveMultipart(c: Context, tmp: string, limit: number) {
  const body = bodyStream(c);
  const input = body.pipe(byteCap(limit + MAX_METADATA_BYTES));
  const form = busboy({
    headers: { 'content-type': c.req.header('content-type') ?? '' },
    limits: { files: 1, fields: MAX_FIELDS, fieldSize: MAX_METADATA_BYTES },
  });
  const fields: Record<string, string> = {};
  let fieldBytes = 0;
  let written: Promise<{ size: number; eTag: string }> | null = null;
  let partType = '';
  return new Promise<{ size: number; eTag: string; partType: string; fields: typeof fields }>(
    (resolve, reject) => {
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        body.unpipe();
        input.unpipe(form);
        body.pause();
        form.destroy();
        reject(error instanceof StorageError ? error : errors.noContent());
      };
      form.on('field', (name, value, info) => {
        fieldBytes += Buffer.byteLength(value);
        if (info.valueTruncated || fieldBytes > MAX_METADATA_BYTES) {
          fail(errors.tooLarge('user_metadata'));
        } else fields[name] = value;
      });
      form.on('fieldsLimit', () => fail(errors.invalidRequest('too many form fields')));
      form.on('file', (_name, file, info) => {
        if (written) return void file.resume();
        partType = info.mimeType;
        written = writeCounted(file, tmp, limit);
        written.catch(fail);
      });
      form.on('error', fail);
      form.on('close', () => {
        if (!written) return fail(errors.noContent());
        written.then((result) => {
          settled = true;
          resolve({ ...result, partType, fields });
        }, fail);
      });
      body.on('error', fail);
      input.on('error', fail);
      input.pipe(form);
    },
  );
}

/** Receives the upload of one object into a temp file, checked against the bucket's rules. */
export async function receiveFile(
  c: Context,
  storageDir: string,
  bucket: Bucket,
): Promise<IncomingFile> {
  const limit = maxFileSize(bucket);
  const contentType = c.req.header('content-type') ?? '';
  const declared = Number(c.req.header('content-length'));
  const tmp = await newTempPath(storageDir);
  try {
    if (contentType.startsWith('multipart/form-data')) {
      // Multipart framing adds a little; a body far beyond any allowed file is refused unread.
      if (Number.isFinite(declared) && declared > limit + MAX_METADATA_BYTES) {
        throw errors.tooLarge();
      }
      const { size, eTag, partType, fields } = await receiveMultipart(c, tmp, limit);
      const mimeType = fields.contentType || partType || 'application/octet-stream';
      assertAllowedMimeType(bucket, mimeType);
      const metadata = fields.metadata ?? fields.userMetadata;
      return {
        tmp,
        size,
        eTag,
        mimeType,
        cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
        userMetadata: metadata === undefined ? null : parseJson(metadata),
      };
    }
    const mimeType = contentType || 'application/octet-stream';
    assertAllowedMimeType(bucket, mimeType);
    if (Number.isFinite(declared) && declared > limit) throw errors.tooLarge();
    const { size, eTag } = await writeCounted(bodyStream(c), tmp, limit);
    const encodedMetadata = c.req.header('x-metadata');
    return {
      tmp,
      size,
      eTag,
      mimeType,
      cacheControl: c.req.header('cache-control') ?? 'no-cache',
      userMetadata: encodedMetadata
        ? parseJson(Buffer.from(encodedMetadata, 'base64').toString('utf8'))
        : null,
    };
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}
