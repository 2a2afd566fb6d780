// Photos are made smaller in the browser before upload: a 4000 x 3000 camera photo becomes a WebP (a JPEG where the
// browser cannot encode WebP) with a long side of 1600 px, plus a thumbnail of 400 px for the report's gallery.
// The qualities were measured (tools/bench/photo-quality.ts): WebP 0.8 against the JPEG 0.85 sent before.
export const MAX_PHOTO_SIDE = 1600;
export const THUMBNAIL_SIDE = 400;
export const PHOTO_QUALITY = { webp: 0.8, jpeg: 0.85 } as const;
export const THUMBNAIL_QUALITY = { webp: 0.75, jpeg: 0.8 } as const;

export function scaledSize(width: number, height: number, maxSide = MAX_PHOTO_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

const canEncode = () => typeof createImageBitmap === 'function' && typeof document !== 'undefined';

/** The picture at most maxSide px long as WebP, or JPEG where the browser's canvas does not encode WebP. */
async function encode(bitmap: ImageBitmap, maxSide: number, quality: { webp: number; jpeg: number }): Promise<Blob | null> {
  const size = scaledSize(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const toBlob = (type: string, q: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, q));
  const webp = await toBlob('image/webp', quality.webp);
  // A browser that cannot encode WebP answers PNG instead.
  if (webp?.type === 'image/webp') return webp;
  return toBlob('image/jpeg', quality.jpeg);
}

const renamed = (name: string, type: string) => name.replace(/\.[^.]+$/, '') + (type === 'image/webp' ? '.webp' : '.jpg');

/** The photo with a long side of at most 1600 px; the original when it is small or cannot be decoded. */
export async function resizeImage(file: File, maxSide = MAX_PHOTO_SIDE): Promise<File> {
  if (!canEncode()) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    if (size.width === bitmap.width && size.height === bitmap.height && file.size < 300_000) return file;
    const blob = await encode(bitmap, maxSide, PHOTO_QUALITY);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/** The report gallery's small variant (400 px); the photo itself when it cannot be made, so one always exists. */
export async function makeThumbnail(photo: Blob, side = THUMBNAIL_SIDE): Promise<Blob> {
  if (!canEncode()) return photo;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return photo;
  }
  try {
    const blob = await encode(bitmap, side, THUMBNAIL_QUALITY);
    return blob && blob.size < photo.size ? blob : photo;
  } finally {
    bitmap.close();
  }
}
