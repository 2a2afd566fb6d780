// Chromium made to act as browsers whose canvas lacks what the photo pipeline may use (docs/benchmarks/inspection.md#photo-bytes):
// scripts evaluated in the page before the pipeline runs. Used by photo-quality.ts and by bench:inspection's photos
// (PHOTO_BROWSER=<key>).
// Without the property a context's imageSmoothingQuality is a plain field that the drawing never reads.
const noFilter = `delete CanvasRenderingContext2D.prototype.imageSmoothingQuality;`;
const noWebp = `{ const toBlob = HTMLCanvasElement.prototype.toBlob;
  HTMLCanvasElement.prototype.toBlob = function (done, type, quality) { return toBlob.call(this, done, type === 'image/webp' ? 'image/png' : type, quality); }; }`;

/** Name and in-page script of each browser; Chromium as it is first. */
export const PHOTO_BROWSERS = {
  chromium: { name: 'Chromium', script: '' },
  // Firefox has no imageSmoothingQuality: its draws use the default filter.
  'no-filter': { name: 'no high-quality filter (as Firefox)', script: noFilter },
  // Safari's canvas answers PNG when asked for WebP.
  'no-webp': { name: 'no WebP encoder (as Safari)', script: noWebp },
  neither: { name: 'neither', script: `${noFilter}\n${noWebp}` },
} as const;

export type PhotoBrowser = keyof typeof PHOTO_BROWSERS;
