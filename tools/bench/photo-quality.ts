// Which WebP quality keeps a photo as good as the JPEG 0.85 the inspection screen sent before (issue 25, "at the same
// visible quality, a measured quality setting"): Chromium encodes each picture as JPEG 0.85 and as WebP at several
// qualities, decodes them again, and compares each with the source pixel by pixel (PSNR of the luma, in dB, and a
// windowed SSIM of the luma); sizes are the encoded bytes. Pictures: PHOTO=<path of a real camera photo> (any JPEG or
// PNG) when given, and the synthetic pictures the benches upload (bench:inspection's noisy 4000 x 3000 photo resized
// to 1600 px, annotated-report's 1600 x 1200 blocks). Run: npx tsx tools/bench/photo-quality.ts
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const QUALITIES = [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
// tsx names the functions it compiles (__name): give the page that helper.
await page.evaluate('window.__name = (f) => f');
const photo = process.env.PHOTO ? `data:image/jpeg;base64,${readFileSync(process.env.PHOTO).toString('base64')}` : null;
const rows = await page.evaluate(async ({ photo, qualities }) => {
  const luma = (data: Uint8ClampedArray) => {
    const out = new Float32Array(data.length / 4);
    for (let i = 0; i < out.length; i++) out[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];
    return out;
  };
  const psnr = (a: Float32Array, b: Float32Array) => {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
    return 10 * Math.log10((255 * 255) / (sum / a.length));
  };
  const ssim = (a: Float32Array, b: Float32Array, width: number, height: number) => {
    const [c1, c2, w] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2, 8];
    let total = 0;
    let count = 0;
    for (let y = 0; y + w <= height; y += w) {
      for (let x = 0; x + w <= width; x += w) {
        let [ma, mb, va, vb, cov] = [0, 0, 0, 0, 0];
        for (let dy = 0; dy < w; dy++) for (let dx = 0; dx < w; dx++) { const i = (y + dy) * width + x + dx; ma += a[i]; mb += b[i]; }
        ma /= w * w; mb /= w * w;
        for (let dy = 0; dy < w; dy++) for (let dx = 0; dx < w; dx++) {
          const i = (y + dy) * width + x + dx;
          va += (a[i] - ma) ** 2; vb += (b[i] - mb) ** 2; cov += (a[i] - ma) * (b[i] - mb);
        }
        va /= w * w - 1; vb /= w * w - 1; cov /= w * w - 1;
        total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
        count++;
      }
    }
    return total / count;
  };
  const pixels = async (source: CanvasImageSource, width: number, height: number) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext('2d')!;
    g.drawImage(source, 0, 0, width, height);
    return { canvas, data: g.getImageData(0, 0, width, height).data };
  };
  const sources: { name: string; canvas: HTMLCanvasElement }[] = [];
  if (photo) {
    const img = new Image();
    img.src = photo;
    await img.decode();
    sources.push({ name: `camera photo ${img.naturalWidth} x ${img.naturalHeight}`, canvas: (await pixels(img, img.naturalWidth, img.naturalHeight)).canvas });
  }
  { // bench:inspection's photo, as resized to 1600 px
    const big = document.createElement('canvas');
    big.width = 4000; big.height = 3000;
    const ctx = big.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#345'); gradient.addColorStop(1, '#c96');
    ctx.fillStyle = gradient; ctx.fillRect(0, 0, 4000, 3000);
    const tile = ctx.createImageData(500, 500);
    for (let i = 0; i < tile.data.length; i += 4) { const v = Math.random() * 255; tile.data.set([v, v * 0.8, v * 0.6, 90], i); }
    for (let x = 0; x < 4000; x += 500) for (let y = 0; y < 3000; y += 500) ctx.putImageData(tile, x, y);
    // The bench uploads it as a JPEG (0.85): what the screen resizes is that file, opaque.
    const file = await new Promise<Blob>((resolve) => big.toBlob((b) => resolve(b!), 'image/jpeg', 0.85));
    sources.push({ name: 'bench:inspection noise photo at 1600 x 1200', canvas: (await pixels(await createImageBitmap(file), 1600, 1200)).canvas });
  }
  { // annotated-report's photo
    const canvas = document.createElement('canvas');
    canvas.width = 1600; canvas.height = 1200;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, 'hsl(37 30% 70%)'); gradient.addColorStop(1, 'hsl(127 30% 30%)');
    g.fillStyle = gradient; g.fillRect(0, 0, 1600, 1200);
    for (let k = 0; k < 400; k++) { g.fillStyle = `hsl(${(k * 13) % 360} 20% ${30 + (k % 50)}%)`; g.fillRect((k * 97) % 1600, (k * 61) % 1200, 40 + (k % 80), 30 + (k % 60)); }
    sources.push({ name: 'annotated-report blocks 1600 x 1200', canvas });
  }
  const out: string[] = [];
  for (const { name, canvas } of sources) {
    const { width, height } = canvas;
    const original = luma(canvas.getContext('2d')!.getImageData(0, 0, width, height).data);
    const measure = async (type: string, quality: number) => {
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, quality));
      const decoded = luma((await pixels(await createImageBitmap(blob), width, height)).data);
      return `| ${name} | ${blob.type} ${quality} | ${(blob.size / 1024).toFixed(1)} KiB | ${psnr(original, decoded).toFixed(2)} dB | ${ssim(original, decoded, width, height).toFixed(4)} |`;
    };
    out.push(await measure('image/jpeg', 0.85));
    for (const q of qualities) out.push(await measure('image/webp', q));
  }
  return out;
}, { photo, qualities: QUALITIES });
console.log('| picture | encoding | size | PSNR (luma) | SSIM (luma) |\n| --- | --- | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
await browser.close();
