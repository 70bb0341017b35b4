/**
 * Whether the browser can draw `file` as a picture. Its name and declared type say nothing about its bytes (a text
 * file renamed .png has type image/png), and the server decodes it anyway: decoding here refuses at once what the
 * server would refuse on save. SVG decodes but is not a photo format the server takes.
 */
export async function isPicture(file: File): Promise<boolean> {
  if (file.type === 'image/svg+xml') return false;
  try {
    // Decodes the bytes themselves (no blob: URL to load, which the CSP's connect-src would refuse).
    const bitmap = await createImageBitmap(file);
    const drawable = bitmap.width > 0 && bitmap.height > 0;
    bitmap.close();
    return drawable;
  } catch {
    return false;
  }
}

/** The image types the server re-encodes (avatars, logos): the file chooser offers these. */
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
