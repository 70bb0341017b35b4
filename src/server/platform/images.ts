import sharp from 'sharp';
import { AVATAR_MESSAGES, AVATAR_SIZE_PX } from '../../shared/profile';
import { AppError } from './app-error';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
export const NOT_AN_IMAGE = AVATAR_MESSAGES.notAnImage;

/**
 * Checks that the bytes really are an image (by decoding them, not by their name or declared type) and re-encodes
 * them as a square WebP. Re-encoding drops every metadata block (EXIF location, camera serials) and any payload
 * hidden after the image data; the pixel limit stops decompression bombs.
 */
export async function toSquareWebp(bytes: Uint8Array): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new AppError('VALIDATION_FAILED', NOT_AN_IMAGE, { avatar: NOT_AN_IMAGE });
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    throw new AppError('VALIDATION_FAILED', NOT_AN_IMAGE, { avatar: NOT_AN_IMAGE });
  }
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', NOT_AN_IMAGE, { avatar: NOT_AN_IMAGE });
  }
}
