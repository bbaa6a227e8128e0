// Which first bytes pass for which declared type.
import { describe, expect, it } from 'vitest';
import { hasSignatureOf } from './signatures';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('file signatures', () => {
  it('accept each allowed type by its own magic bytes', () => {
    expect(hasSignatureOf('application/pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(
      hasSignatureOf('image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe(true);
    expect(hasSignatureOf('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(hasSignatureOf('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe(true);
    expect(hasSignatureOf('image/heic', bytes([0, 0, 0, 24], 'ftypheic'))).toBe(true);
    expect(hasSignatureOf('image/gif', bytes('GIF89a'))).toBe(true);
  });

  it('refuse other content under an allowed type, and types they do not know', () => {
    expect(hasSignatureOf('application/pdf', bytes('<html><script>'))).toBe(false);
    expect(hasSignatureOf('image/png', bytes('%PDF-1.7'))).toBe(false);
    expect(hasSignatureOf('image/jpeg', bytes([0xff, 0xd8]))).toBe(false);
    expect(hasSignatureOf('image/heic', bytes([0, 0, 0, 24], 'ftypisom'))).toBe(false);
    expect(hasSignatureOf('text/html', bytes('<html>'))).toBe(false);
    expect(hasSignatureOf('application/pdf', Buffer.alloc(0))).toBe(false);
  });
});
