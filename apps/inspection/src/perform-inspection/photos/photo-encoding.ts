// The pure choice of how a photo is sent: its format (WebP where the browser's canvas encodes it, else JPEG), its
// quality and its size. The qualities were measured by tools/bench/inspection/photo-quality.ts against the exact (area-averaged)
// picture at the sizes the report shows (1600 px in the viewer, 400 px in the galleries): with a high-quality
// downscale, WebP 0.8 is closer to it than the JPEG 0.85 sent before on a noisy photo and within 1.5 dB (above 44 dB)
// on a clean one, at about half the bytes. No browser's canvas encodes AVIF today (Chromium answers PNG), so there
// is no measured AVIF quality and AVIF is not offered.
export const MAX_PHOTO_SIDE = 1600;
export const THUMBNAIL_SIDE = 400;
// JPEG (Safari's canvas has no WebP encoder): 0.85 sent 8.3 MB for bench:inspection's 20 noise photos; 0.8 sends
// 6.4 MB and on the clean scene stays at or above WebP 0.8 at 1600 px; its thumbnail at 0.9 costs a few KiB and keeps
// the gallery at or above WebP 0.8's (docs/benchmarks/inspection.md#photo-bytes).
export const PHOTO_QUALITY = { webp: 0.8, jpeg: 0.8 } as const;
export const THUMBNAIL_QUALITY = { webp: 0.8, jpeg: 0.9 } as const;
/** Below this a photo already small enough is sent as it is. */
export const KEEP_SMALL_PHOTO_BYTES = 300_000;

export type PhotoType = 'image/webp' | 'image/jpeg';
export type PhotoVariant = 'photo' | 'thumbnail';

export interface PhotoEncoding {
  type: PhotoType;
  quality: number;
  width: number;
  height: number;
}

export function scaledSize(width: number, height: number, maxSide = MAX_PHOTO_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Format, quality and size of a picture of width x height sent as the photo or its thumbnail. */
export function photoEncoding(size: { width: number; height: number }, variant: PhotoVariant, webp: boolean, maxSide?: number): PhotoEncoding {
  const side = maxSide ?? (variant === 'photo' ? MAX_PHOTO_SIDE : THUMBNAIL_SIDE);
  const qualities = variant === 'photo' ? PHOTO_QUALITY : THUMBNAIL_QUALITY;
  return { type: webp ? 'image/webp' : 'image/jpeg', quality: webp ? qualities.webp : qualities.jpeg, ...scaledSize(size.width, size.height, side) };
}

type Size = { width: number; height: number };

/**
 * The sizes a picture is drawn at on its way from `from` down to `to`. With the canvas's high-quality filter, one draw
 * (it averages every source pixel). Without it (Firefox has no imageSmoothingQuality; docs/benchmarks/inspection.md#photo-bytes)
 * one bilinear draw from 4000 to 1600 px samples a few pixels per output pixel, and the aliased noise costs fidelity
 * and bytes: so the picture is halved while half is still at least `to` (a bilinear draw to exactly half size averages
 * each 2 x 2 block), then drawn at `to`.
 */
export function downscaleSteps(from: Size, to: Size, highQualityFilter: boolean): Size[] {
  const steps: Size[] = [];
  let { width, height } = from;
  while (!highQualityFilter && Math.round(width / 2) >= to.width && Math.round(height / 2) >= to.height) {
    ({ width, height } = { width: Math.round(width / 2), height: Math.round(height / 2) });
    steps.push({ width, height });
  }
  if (width !== to.width || height !== to.height || !steps.length) steps.push({ width: to.width, height: to.height });
  return steps;
}

/** The original is kept when it needs no resizing and is already small. */
export function keepsOriginal(size: { width: number; height: number }, bytes: number, maxSide = MAX_PHOTO_SIDE): boolean {
  const scaled = scaledSize(size.width, size.height, maxSide);
  return scaled.width === size.width && scaled.height === size.height && bytes < KEEP_SMALL_PHOTO_BYTES;
}

/** The file's name with the extension of what it became: `door.jpeg` sent as WebP is `door.webp`. */
export function photoFileName(name: string, type: string): string {
  return name.replace(/\.[^.]+$/, '') + (type === 'image/webp' ? '.webp' : '.jpg');
}
