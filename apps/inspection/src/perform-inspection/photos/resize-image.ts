// Photos are made smaller in the browser before upload: a 4000 x 3000 camera photo becomes a WebP (a JPEG where the
// browser cannot encode WebP) with a long side of 1600 px, plus a thumbnail of 400 px for the report's gallery.
// Format, quality and size are chosen by photo-encoding.ts; the downscale is the canvas's high-quality one, or halving
// steps where the canvas has none (downscaleSteps: a single bilinear draw skips pixels when it shrinks 2.5 times, so
// noise and fine detail alias, which costs bytes).
import { downscaleSteps, keepsOriginal, photoEncoding, photoFileName, type PhotoEncoding, type PhotoVariant } from './photo-encoding';

export { MAX_PHOTO_SIDE, THUMBNAIL_SIDE, scaledSize } from './photo-encoding';

const canEncode = () => typeof createImageBitmap === 'function' && typeof document !== 'undefined';

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

let webpSupport: Promise<boolean> | undefined;
/** Whether this browser's canvas encodes WebP (one that cannot answers PNG); asked once. */
export function canvasEncodesWebp(): Promise<boolean> {
  webpSupport ??= (async () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 2;
    return (await toBlob(canvas, 'image/webp', 0.8))?.type === 'image/webp';
  })().catch(() => false);
  return webpSupport;
}

/** `source` drawn at width x height with the high-quality filter (where the browser has one); null without a 2D context. */
function drawn(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/** Whether the canvas has the high-quality filter (Firefox has no imageSmoothingQuality). */
export const hasHighQualityFilter = () =>
  typeof CanvasRenderingContext2D !== 'undefined' && 'imageSmoothingQuality' in CanvasRenderingContext2D.prototype;

/** The picture drawn down to the chosen size (one draw, or halving steps without the filter) and encoded as chosen. */
export async function encodePicture(bitmap: ImageBitmap, encoding: PhotoEncoding): Promise<Blob | null> {
  let canvas: HTMLCanvasElement | null = null;
  for (const step of downscaleSteps(bitmap, encoding, hasHighQualityFilter())) {
    const next = drawn(canvas ?? bitmap, step.width, step.height);
    // The step before is no longer needed: its pixels freed now, not at garbage collection.
    if (canvas) canvas.width = canvas.height = 0;
    if (!next) return null;
    canvas = next;
  }
  if (!canvas) return null;
  const blob = await toBlob(canvas, encoding.type, encoding.quality);
  return blob?.type === encoding.type ? blob : null;
}

async function encodeVariant(bitmap: ImageBitmap, variant: PhotoVariant, maxSide?: number) {
  return encodePicture(bitmap, photoEncoding(bitmap, variant, await canvasEncodesWebp(), maxSide));
}

async function withBitmap<T>(source: Blob, fallback: T, work: (bitmap: ImageBitmap) => Promise<T>): Promise<T> {
  if (!canEncode()) return fallback;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(source);
  } catch {
    return fallback;
  }
  try {
    return await work(bitmap);
  } finally {
    bitmap.close();
  }
}

/** The photo with a long side of at most 1600 px; the original when it is small or cannot be decoded. */
export function resizeImage(file: File, maxSide?: number): Promise<File> {
  return withBitmap(file, file, async (bitmap) => {
    if (keepsOriginal(bitmap, file.size, maxSide)) return file;
    const blob = await encodeVariant(bitmap, 'photo', maxSide);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], photoFileName(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  });
}

/** The report gallery's small variant (400 px); the photo itself when it cannot be made, so one always exists. */
export function makeThumbnail(photo: Blob, side?: number): Promise<Blob> {
  return withBitmap(photo, photo, async (bitmap) => {
    const blob = await encodeVariant(bitmap, 'thumbnail', side);
    return blob && blob.size < photo.size ? blob : photo;
  });
}
