import { describe, expect, it } from 'vitest';
import { AVATAR_ERRORS, centreSquare, checkAvatarFile, ownAvatarPath } from './avatar';

const MB = 1024 * 1024;

describe('avatar checks', () => {
  it('accepts an image up to 2 MB', () => {
    expect(checkAvatarFile({ size: 2 * MB, type: 'image/png' })).toBeNull();
  });
  it('refuses more than 2 MB with SPEC text', () => {
    expect(checkAvatarFile({ size: 3 * MB, type: 'image/jpeg' })).toBe(
      'Image size should be less than 2MB',
    );
  });
  it('refuses a file that is not an image with SPEC text', () => {
    expect(checkAvatarFile({ size: 1000, type: 'application/pdf' })).toBe(AVATAR_ERRORS.notImage);
    expect(checkAvatarFile({ size: 1000, type: '' })).toBe('Please upload an image file');
  });
});

describe('avatar resizing', () => {
  it('crops the centre square of a landscape or portrait image', () => {
    expect(centreSquare(400, 200)).toEqual({ sx: 100, sy: 0, side: 200 });
    expect(centreSquare(300, 900)).toEqual({ sx: 0, sy: 300, side: 300 });
  });
});

describe('old avatar objects', () => {
  const base = 'http://127.0.0.1:54321/storage/v1/object/public/avatars';
  it('finds the user’s own object behind a public URL', () => {
    expect(ownAvatarPath(`${base}/u1/a%20b.webp`, 'u1')).toBe('u1/a b.webp');
    expect(ownAvatarPath(`${base}/u1-legacy.png`, 'u1')).toBe('u1-legacy.png');
  });
  it('never offers someone else’s object or a foreign URL for removal', () => {
    expect(ownAvatarPath(`${base}/u2/x.webp`, 'u1')).toBeNull();
    expect(ownAvatarPath('https://example.test/u1/x.webp', 'u1')).toBeNull();
    expect(ownAvatarPath('not a url', 'u1')).toBeNull();
    expect(ownAvatarPath(null, 'u1')).toBeNull();
  });
});
