import { describe, expect, it } from 'vitest';
import { receiptDownloadName, receiptPath, receiptTypeOf, sniffReceipt } from './receipt-files';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('receipt files', () => {
  it('reads the real type from the first bytes', async () => {
    expect(receiptTypeOf(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(receiptTypeOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(receiptTypeOf(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(receiptTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toBe('image/webp');
    expect(receiptTypeOf(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic');
    const page = new File(['<html><script>alert(1)</script>'], 'receipt.pdf', {
      type: 'application/pdf',
    });
    expect(await sniffReceipt(page)).toBeNull();
  });

  it('names the upload with the extension of its real type, in one spelling', () => {
    expect(receiptPath('u', 'c', 'Parking receipt (1).html', 'application/pdf', 'id')).toBe(
      'u/c/id-Parking-receipt-1.pdf',
    );
    expect(receiptPath('u', 'c', '../../..', 'image/png', 'id')).toBe('u/c/id-receipt.png');
  });

  it('saves a download under the checked name, or receipt.bin', () => {
    const id = '0b7e6f0e-7a51-4b1e-9d2a-1f5e8c3a9d10';
    expect(receiptDownloadName(`u/c/${id}-Tolls.pdf`)).toBe('Tolls.pdf');
    expect(receiptDownloadName(`u/c/${id}-Parking-receipt.html`)).toBe('receipt.bin');
    expect(receiptDownloadName('u/c/..')).toBe('receipt.bin');
  });
});
