// The in-page half of photo-quality.ts: pictures, pipelines and metrics, run by Chromium (each function is sent as
// its source text, so each is self-contained).
interface Pipeline {
  resizeImage(file: File): Promise<File>;
  makeThumbnail(photo: Blob): Promise<Blob>;
  encodePicture(bitmap: ImageBitmap, encoding: { type: string; quality: number; width: number; height: number }): Promise<Blob | null>;
}
export interface Row {
  browser: string;
  picture: string;
  pipeline: string;
  full: { bytes: number; psnr: number; ssim: number };
  thumb: { bytes: number; psnr: number; ssim: number };
}

/** bench:inspection's photo: a gradient under random noise (alpha 90), as a JPEG 0.85. */
export function drawNoisePhoto(ctx: CanvasRenderingContext2D) {
  const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
  gradient.addColorStop(0, '#345');
  gradient.addColorStop(1, '#c96');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 4000, 3000);
  const tile = ctx.createImageData(500, 500);
  for (let i = 0; i < tile.data.length; i += 4) { const v = Math.random() * 255; tile.data.set([v, v * 0.8, v * 0.6, 90], i); }
  for (let x = 0; x < 4000; x += 500) for (let y = 0; y < 3000; y += 500) ctx.putImageData(tile, x, y);
}

/** A clean scene: sky, gravel, a car with wheels and a plate, a scratch, a caption, a little sensor noise, slightly soft. */
export function drawCameraLike(ctx: CanvasRenderingContext2D) {
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const sky = ctx.createLinearGradient(0, 0, 0, 3000);
  [[0, '#7fa8d8'], [0.55, '#dfe8ef'], [0.56, '#6b6b63'], [1, '#3d3b36']].forEach(([at, c]) => sky.addColorStop(at as number, c as string));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 4000, 3000);
  for (let k = 0; k < 6000; k++) {
    ctx.fillStyle = `hsla(${30 + rnd() * 30}, ${10 + rnd() * 20}%, ${20 + rnd() * 40}%, ${0.3 + rnd() * 0.5})`;
    ctx.beginPath(); ctx.arc(rnd() * 4000, 1700 + rnd() * 1300, 3 + rnd() * 14, 0, 7); ctx.fill();
  }
  const body = ctx.createLinearGradient(0, 1000, 0, 2200);
  [[0, '#b22'], [0.5, '#e55'], [1, '#611']].forEach(([at, c]) => body.addColorStop(at as number, c as string));
  ctx.fillStyle = body; ctx.beginPath(); ctx.roundRect(600, 1200, 2800, 900, 200); ctx.fill();
  ctx.fillStyle = '#223'; ctx.beginPath(); ctx.roundRect(1100, 900, 1700, 450, 150); ctx.fill();
  const glass = ctx.createLinearGradient(1100, 900, 2800, 1350);
  glass.addColorStop(0, '#9bd'); glass.addColorStop(1, '#246');
  ctx.fillStyle = glass; ctx.beginPath(); ctx.roundRect(1180, 960, 1540, 340, 110); ctx.fill();
  for (const cx of [1200, 2800]) {
    ctx.fillStyle = '#111'; ctx.beginPath(); ctx.arc(cx, 2100, 330, 0, 7); ctx.fill();
    ctx.fillStyle = '#aaa'; ctx.beginPath(); ctx.arc(cx, 2100, 170, 0, 7); ctx.fill();
    ctx.strokeStyle = '#555'; ctx.lineWidth = 18;
    for (let a = 0; a < 10; a++) { ctx.beginPath(); ctx.moveTo(cx, 2100); ctx.lineTo(cx + 170 * Math.cos(a * 0.63), 2100 + 170 * Math.sin(a * 0.63)); ctx.stroke(); }
  }
  ctx.fillStyle = '#fff'; ctx.fillRect(1750, 1850, 500, 140);
  ctx.fillStyle = '#000'; ctx.font = 'bold 100px sans-serif'; ctx.fillText('A 91984', 1770, 1960);
  ctx.fillStyle = 'rgba(255,255,255,0.5)'; ctx.font = '60px serif'; ctx.fillText('Scratch on the rear door, 12 cm; paint chipped near the handle', 700, 2500);
  ctx.strokeStyle = '#300'; ctx.lineWidth = 4; ctx.beginPath(); ctx.moveTo(2300, 1500); ctx.lineTo(2700, 1560); ctx.stroke();
  const img = ctx.getImageData(0, 0, 4000, 3000);
  for (let i = 0; i < img.data.length; i += 4) { const n = (rnd() + rnd() + rnd() - 1.5) * 8; img.data[i] += n; img.data[i + 1] += n; img.data[i + 2] += n; }
  ctx.putImageData(img, 0, 0);
  ctx.filter = 'blur(1px)'; ctx.drawImage(ctx.canvas, 0, 0); ctx.filter = 'none';
}

export interface Options {
  /** The browser simulated (photo-quality-browsers.ts); the pipelines of before only in Chromium's. */
  browser: string;
  photo: string | null;
  /** WebP qualities tried with the screen's downscale, photo and thumbnail alike. */
  candidates: number[];
  /** JPEG qualities tried with the screen's downscale: [photo, thumbnail]. */
  jpegCandidates: [number, number][];
}

export async function measureInPage({ browser, photo, candidates, jpegCandidates }: Options): Promise<Row[]> {
  const w = window as unknown as { photoPipeline: Pipeline; drawNoisePhoto: typeof drawNoisePhoto; drawCameraLike: typeof drawCameraLike };
  const { resizeImage, makeThumbnail, encodePicture } = w.photoPipeline;
  const lumaOf = (d: Uint8ClampedArray) => { const o = new Float32Array(d.length / 4); for (let i = 0; i < o.length; i++) o[i] = 0.299 * d[i * 4] + 0.587 * d[i * 4 + 1] + 0.114 * d[i * 4 + 2]; return o; };
  const pixelsOf = async (source: Blob | ImageBitmap, width: number, height: number, smooth: ImageSmoothingQuality = 'high') => {
    const c = document.createElement('canvas'); c.width = width; c.height = height;
    const g = c.getContext('2d')!; g.imageSmoothingQuality = smooth;
    g.drawImage(source instanceof Blob ? await createImageBitmap(source) : source, 0, 0, width, height);
    return lumaOf(g.getImageData(0, 0, width, height).data);
  };
  /** The exact picture at width x height: each output pixel the area-weighted mean of the source pixels it covers. */
  const areaMean = (src: Float32Array, sw: number, sh: number, width: number, height: number) => {
    const [sx, sy, out] = [sw / width, sh / height, new Float32Array(width * height)];
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
      const [x0, y0] = [x * sx, y * sy];
      let [sum, area] = [0, 0];
      for (let yy = Math.floor(y0); yy < Math.ceil(y0 + sy); yy++) {
        const wy = Math.min(yy + 1, y0 + sy) - Math.max(yy, y0);
        for (let xx = Math.floor(x0); xx < Math.ceil(x0 + sx); xx++) { const wx = Math.min(xx + 1, x0 + sx) - Math.max(xx, x0); sum += wx * wy * src[yy * sw + xx]; area += wx * wy; }
      }
      out[y * width + x] = sum / area;
    }
    return out;
  };
  const psnr = (a: Float32Array, b: Float32Array) => { let s = 0; for (let i = 0; i < a.length; i++) s += (a[i] - b[i]) ** 2; return 10 * Math.log10((255 * 255) / (s / a.length)); };
  const ssim = (a: Float32Array, b: Float32Array, width: number, height: number) => {
    const [c1, c2, n] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2, 8];
    let [total, count] = [0, 0];
    for (let y = 0; y + n <= height; y += n) for (let x = 0; x + n <= width; x += n) {
      let [ma, mb, va, vb, cov] = [0, 0, 0, 0, 0];
      for (let dy = 0; dy < n; dy++) for (let dx = 0; dx < n; dx++) { const i = (y + dy) * width + x + dx; ma += a[i]; mb += b[i]; }
      ma /= n * n; mb /= n * n;
      for (let dy = 0; dy < n; dy++) for (let dx = 0; dx < n; dx++) { const i = (y + dy) * width + x + dx; va += (a[i] - ma) ** 2; vb += (b[i] - mb) ** 2; cov += (a[i] - ma) * (b[i] - mb); }
      [va, vb, cov] = [va / (n * n - 1), vb / (n * n - 1), cov / (n * n - 1)];
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count++;
    }
    return total / count;
  };
  const canvasBlob = (c: HTMLCanvasElement, type: string, q: number) => new Promise<Blob>((resolve) => c.toBlob((b) => resolve(b!), type, q));
  const lowDraw = (source: ImageBitmap, width: number, height: number, smooth?: ImageSmoothingQuality) => {
    const c = document.createElement('canvas'); c.width = width; c.height = height;
    const g = c.getContext('2d')!;
    if (smooth) g.imageSmoothingQuality = smooth;
    g.drawImage(source, 0, 0, width, height);
    return c;
  };
  const encodesWebp = (await canvasBlob(document.createElement('canvas'), 'image/webp', 0.8)).type === 'image/webp';

  const pictures: { name: string; file: File }[] = [];
  for (const [name, draw] of [['noise photo', w.drawNoisePhoto], ['camera-like scene', w.drawCameraLike]] as const) {
    const c = document.createElement('canvas'); c.width = 4000; c.height = 3000;
    draw(c.getContext('2d')!);
    const blob = await canvasBlob(c, 'image/jpeg', name === 'noise photo' ? 0.85 : 0.92);
    pictures.push({ name, file: new File([blob], 'photo.jpg', { type: 'image/jpeg' }) });
  }
  if (photo) pictures.push({ name: 'PHOTO', file: new File([await (await fetch(photo)).blob()], 'photo.jpg', { type: 'image/jpeg' }) });

  const rows: Row[] = [];
  for (const { name, file } of pictures) {
    const source = await createImageBitmap(file);
    const [sw, sh] = [source.width, source.height];
    const scale = Math.min(1, 1600 / Math.max(sw, sh));
    const [fw, fh] = [Math.round(sw * scale), Math.round(sh * scale)];
    const [tw, th] = [Math.round(fw / 4), Math.round(fh / 4)];
    const srcLuma = await pixelsOf(source, sw, sh);
    const refFull = areaMean(srcLuma, sw, sh, fw, fh);
    const refThumb = areaMean(srcLuma, sw, sh, tw, th);
    const row = async (pipeline: string, full: Blob, thumb: Blob | null) => {
      const a = await pixelsOf(full, fw, fh);
      const b = await pixelsOf(thumb ?? full, tw, th);
      rows.push({ browser, picture: `${name} (${(file.size / 1048576).toFixed(1)} MiB)`, pipeline, full: { bytes: full.size, psnr: psnr(refFull, a), ssim: ssim(refFull, a, fw, fh) }, thumb: { bytes: thumb?.size ?? 0, psnr: psnr(refThumb, b), ssim: ssim(refThumb, b, tw, th) } });
    };
    const all = browser === 'Chromium';
    if (all) {
      await row('JPEG before: 0.85, default filter, no thumbnail', await canvasBlob(lowDraw(source, fw, fh), 'image/jpeg', 0.85), null);
      const mainFull = await canvasBlob(lowDraw(source, fw, fh), 'image/webp', 0.8);
      await row('WebP 0.8 (thumbnail 0.75), default filter', mainFull, await canvasBlob(lowDraw(await createImageBitmap(mainFull), tw, th), 'image/webp', 0.75));
    }
    // Until 2026-11-29: one draw asking for the high-quality filter, WebP 0.8 (else JPEG 0.85), thumbnails 0.8.
    const [type, quality] = encodesWebp ? ['image/webp', 0.8] : ['image/jpeg', 0.85];
    const oneDraw = await canvasBlob(lowDraw(source, fw, fh, 'high'), type, quality);
    await row(`one high-quality draw, ${type} ${quality} (thumbnail 0.8)`, oneDraw, await canvasBlob(lowDraw(await createImageBitmap(oneDraw), tw, th, 'high'), type, 0.8));
    const started = performance.now();
    const resized = await resizeImage(file);
    const thumbnail = await makeThumbnail(resized);
    await row(`now: resizeImage + makeThumbnail (${resized.type}, ${Math.round(performance.now() - started)} ms)`, resized, thumbnail);
    const candidate = async (type: string, quality: number, thumbQuality: number) => {
      const full = (await encodePicture(source, { type, quality, width: fw, height: fh }))!;
      const thumb = (await encodePicture(await createImageBitmap(full), { type, quality: thumbQuality, width: tw, height: th }))!;
      await row(`${type} ${quality} (thumbnail ${thumbQuality}), the screen's downscale`, full, thumb);
    };
    for (const quality of candidates) await candidate('image/webp', quality, quality);
    for (const [quality, thumbQuality] of jpegCandidates) await candidate('image/jpeg', quality, thumbQuality);
    source.close();
  }
  return rows;
}
