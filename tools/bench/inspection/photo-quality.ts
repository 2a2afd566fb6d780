// Which photo encoding keeps "the same visible quality" with fewer bytes (docs/benchmarks/inspection.md#photo-bytes). Chromium runs the inspection
// screen's own code (resize-image.ts, bundled by esbuild) on 4000 x 3000 pictures, and each result is compared with
// the exact picture at the size the report shows it: the source averaged over each output pixel's area (not any
// browser's filter) at 1600 x 1200 (the photo viewer; on a 768 px tablet at 2x that is every pixel) and at 400 x 300
// (the galleries' thumbnail). Measures: PSNR of the luma (dB) and a windowed SSIM of the luma, and the bytes.
// Pipelines: "JPEG before" (1600 px JPEG 0.85 drawn with the canvas's default filter, no thumbnail: the galleries
// showed the photo downscaled by the browser), "WebP 0.8 (thumbnail 0.75), default filter" (the same draw), "one
// high-quality draw" (the pipeline until 2026-11-29: WebP 0.8 or JPEG 0.85, thumbnail 0.8), "now" (the product's
// resizeImage and makeThumbnail), and candidates with the screen's downscale (encodePicture): WebP at other
// qualities, JPEG as [photo, thumbnail] qualities.
// Browsers (photo-quality-browsers.ts): Chromium as it is, then Chromium made to act as a browser without the
// high-quality filter (Firefox), without a WebP encoder in its canvas (Safari), and without both; in those only the
// one high-quality draw and the screen's pipeline are measured, and the JPEG candidates in 'neither'.
// Pictures: bench:inspection's noise photo (a JPEG 0.85 of random noise over a gradient, the worst case), a clean
// camera-like scene (shapes, gravel, text, a little sensor noise; JPEG 0.92 as a phone writes it), and PHOTO=<path>.
// Run: npx tsx tools/bench/inspection/photo-quality.ts   (ONLY=chromium,no-filter,no-webp,neither: only those)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { PHOTO_BROWSERS } from './photo-quality-browsers';
import { drawCameraLike, drawNoisePhoto, measureInPage } from './photo-quality-page';

const CANDIDATES = [0.7, 0.75, 0.85, 0.9];
const JPEG_CANDIDATES: [number, number][] = [[0.75, 0.9], [0.8, 0.85], [0.8, 0.9], [0.85, 0.85]];
const entry = path.resolve(import.meta.dirname, '../../../apps/inspection/src/perform-inspection/photos/resize-image.ts');
const bundle = await build({
  stdin: { contents: `export * from ${JSON.stringify(entry)}; export * from ${JSON.stringify(entry.replace('resize-image', 'photo-encoding'))};`, resolveDir: path.dirname(entry), loader: 'ts' },
  bundle: true, write: false, format: 'iife', globalName: 'photoPipeline',
});
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const photo = process.env.PHOTO ? `data:image/jpeg;base64,${readFileSync(process.env.PHOTO).toString('base64')}` : null;
console.log('| browser | picture | pipeline | 1600 px: bytes | PSNR | SSIM | 400 px: bytes | PSNR | SSIM | photo + thumbnail | x 20 |');
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
// ONLY=<key>[,<key>]: just those browsers.
const only = process.env.ONLY?.split(',');
for (const [key, { name, script: init }] of Object.entries(PHOTO_BROWSERS).filter(([key]) => !only || only.includes(key))) {
  const page = await browser.newPage();
  // tsx names the functions it compiles (__name): give the page that helper.
  await page.evaluate('window.__name = (f) => f');
  if (init) await page.evaluate(init);
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  await page.addScriptTag({ content: `window.drawNoisePhoto = ${drawNoisePhoto.toString()}; window.drawCameraLike = ${drawCameraLike.toString()};` });
  // Candidates: WebP in Chromium; JPEG there (its one high-quality draw, as Safari) and in 'neither' (halving steps).
  const rows = await page.evaluate(measureInPage, {
    browser: name, photo, candidates: key === 'chromium' ? CANDIDATES : [], jpegCandidates: key === 'chromium' || key === 'neither' ? JPEG_CANDIDATES : [],
  });
  for (const r of rows) {
    const both = r.full.bytes + r.thumb.bytes;
    console.log(
      `| ${r.browser} | ${r.picture} | ${r.pipeline} | ${kib(r.full.bytes)} | ${r.full.psnr.toFixed(2)} dB | ${r.full.ssim.toFixed(4)} | ${r.thumb.bytes ? kib(r.thumb.bytes) : '(the photo)'} | ${r.thumb.psnr.toFixed(2)} dB | ${r.thumb.ssim.toFixed(4)} | ${kib(both)} | ${((both * 20) / 1e6).toFixed(2)} MB |`,
    );
  }
  await page.close();
}
await browser.close();
