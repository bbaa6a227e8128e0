// A file is what its declared type says, read from its first bytes ("magic numbers"), for
// the buckets whose files an admin opens: receipts and certificates. Hosted Storage checks
// only the declared type against the bucket's list, so this is the local stack's own rule
// (docs/local-stack.md); on hosted the app checks the bytes before it uploads and saves a
// download under a name with the path's checked extension, as an attachment.
import { open } from 'node:fs/promises';
import { errors } from './errors';

/** Buckets whose uploads must carry the bytes of their declared type. */
export const CONTENT_CHECKED_BUCKETS: ReadonlySet<string> = new Set(['receipts', 'certificates']);

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Each type's signature, as the format's specification places it at the file's start. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'application/pdf': (b) => ascii(b, 0, 5) === '%PDF-',
  'image/png': (b) => b.subarray(0, 8).equals(PNG),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)),
  'image/heic': (b) => ascii(b, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(b, 8, 12)),
};

/** Whether `head` (a file's first bytes) is a file of `mimeType`; unknown types never are. */
export function hasSignatureOf(mimeType: string, head: Buffer): boolean {
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  return SIGNATURES[base]?.(head) ?? false;
}

/** Refuses (415 invalid_mime_type) an upload whose bytes are not of its declared type. */
export async function assertRealType(bucket: string, mimeType: string, file: string) {
  if (!CONTENT_CHECKED_BUCKETS.has(bucket)) return;
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (!hasSignatureOf(mimeType, head.subarray(0, bytesRead))) {
      throw errors.invalidMimeType(`${mimeType} (the file's content is not ${mimeType})`);
    }
  } finally {
    await handle.close();
  }
}
