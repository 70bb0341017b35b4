import sharp from 'sharp';
import { AVATAR_MESSAGES, AVATAR_SIZE_PX } from '../../shared/profile';
import { AppError } from './app-error';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
export const NOT_AN_IMAGE = AVATAR_MESSAGES.notAnImage;

export interface ImageOptions {
  /** Width and height of the result. */
  size: number;
  /** cover: crop to fill the square (avatars); contain: fit inside it on transparency (logos keep their shape). */
  fit: 'cover' | 'contain';
  /** The form field named in a "not an image" error, and its message. */
  field: string;
  notAnImage: string;
}

const AVATAR: ImageOptions = { size: AVATAR_SIZE_PX, fit: 'cover', field: 'avatar', notAnImage: NOT_AN_IMAGE };

/**
 * Checks that the bytes really are an image (by decoding them, not by their name or declared type) and re-encodes
 * them as a square WebP. Re-encoding drops every metadata block (EXIF location, camera serials) and any payload
 * hidden after the image data; the pixel limit stops decompression bombs.
 */
export async function toSquareWebp(bytes: Uint8Array, options: ImageOptions = AVATAR): Promise<Buffer> {
  const rejected = () => new AppError('VALIDATION_FAILED', options.notAnImage, { [options.field]: options.notAnImage });
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw rejected();
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw rejected();
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(options.size, options.size, { fit: options.fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw rejected();
  }
}
