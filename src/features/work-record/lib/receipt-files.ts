// A receipt is what it claims to be, and its path has one spelling. The type is read
// from the file's first bytes (its "magic number"), not from its name or the type the
// browser guesses: a page renamed 'receipt.pdf' is refused before it is uploaded. The
// path is '{contractor}/{contact}/{random}-{name}.{extension of the real type}', the
// shape the database requires (private.is_receipt_name), and a download is saved under
// that same checked name, as an attachment, so no receipt opens as a page.

/** The allowed types and the extension each is saved with. */
const EXTENSIONS = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
} as const;
export type ReceiptType = keyof typeof EXTENSIONS;

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The allowed type a file's first 16 bytes show, or null when they show none. */
export function receiptTypeOf(head: Uint8Array): ReceiptType | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => head[i] === v)) {
    return 'image/png';
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6))) return 'image/gif';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'image/heic';
  return null;
}

/** Reads the file's first bytes: its real type, or null. */
export function sniffReceipt(file: Blob): Promise<ReceiptType | null> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(receiptTypeOf(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

/** The name part of an upload: letters, digits, '_' and '-', without the extension it came with. */
function stem(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  return (
    base
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'receipt'
  );
}

/** Where a receipt of `type` goes: one canonical path, with the extension of its real type. */
export function receiptPath(
  userId: string,
  contactId: string,
  fileName: string,
  type: ReceiptType,
  id: string = crypto.randomUUID(),
): string {
  return `${userId}/${contactId}/${id}-${stem(fileName)}.${EXTENSIONS[type]}`;
}

const SAFE_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.(pdf|png|jpg|jpeg|webp|gif|heic|heif)$/;

/**
 * The name a receipt is saved under: its file name without the random prefix, when it
 * has the allowed shape; a receipt stored before that rule is saved as 'receipt.bin',
 * which no browser or viewer opens as a page.
 */
export function receiptDownloadName(path: string): string {
  const name = (path.split('/').at(-1) ?? '').replace(/^[0-9a-f-]{36}-/, '');
  return SAFE_NAME.test(name) ? name : 'receipt.bin';
}
