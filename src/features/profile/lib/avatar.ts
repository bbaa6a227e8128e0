// Avatar rules: at most 2 MB, image types only. Uploads are
// shrunk to one small square first, so a 32 px avatar never costs a 2 MB download.
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Twice the largest display size (the profile's 96 px avatar at 2x is about this). */
export const AVATAR_SIZE = 256;
export const AVATAR_ERRORS = {
  tooLarge: 'Image size should be less than 2MB',
  notImage: 'Please upload an image file',
} as const;

/** The specification's avatar messages, or null when the file may be uploaded. */
export function checkAvatarFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_ERRORS.tooLarge;
  if (!file.type.startsWith('image/')) return AVATAR_ERRORS.notImage;
  return null;
}

/** The centred square of an image, as a source rectangle for drawImage. */
export function centreSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { sx: (width - side) / 2, sy: (height - side) / 2, side };
}

const PUBLIC_PREFIX = '/storage/v1/object/public/avatars/';

/**
 * The object name inside the avatars bucket that a public URL points at, if it is
 * one of this user's own objects (only those may be removed); otherwise null.
 */
export function ownAvatarPath(url: string | null, userId: string): string | null {
  if (!url) return null;
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const at = pathname.indexOf(PUBLIC_PREFIX);
  if (at < 0) return null;
  const name = decodeURIComponent(pathname.slice(at + PUBLIC_PREFIX.length));
  const own =
    name.startsWith(`${userId}/`) || (name.startsWith(`${userId}-`) && !name.includes('/'));
  return own ? name : null;
}

/** Draws the image's centre square at AVATAR_SIZE; WebP where the browser encodes it, else JPEG. */
export async function shrinkAvatar(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { sx, sy, side } = centreSquare(bitmap.width, bitmap.height);
    const size = Math.min(AVATAR_SIZE, side);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
    const encode = (type: string) =>
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
    const webp = await encode('image/webp');
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await encode('image/jpeg');
    if (!jpeg) throw new Error('Could not encode the image');
    return jpeg;
  } finally {
    bitmap.close();
  }
}
