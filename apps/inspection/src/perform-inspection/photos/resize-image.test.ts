import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePicture, MAX_PHOTO_SIDE, resizeImage, scaledSize } from './resize-image';

/** Canvases whose 2D context records what was set before drawing, and whose toBlob answers `answers` type. */
function fakeCanvases(answers: string) {
  const calls: string[] = [];
  const create = () => {
    const context = {
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      drawImage: vi.fn(function (this: typeof context) {
        calls.push(`draw with ${this.imageSmoothingEnabled ? this.imageSmoothingQuality : 'no'} smoothing`);
      }),
    };
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => context,
      toBlob: (resolve: (blob: Blob) => void, type: string, quality: number) => {
        calls.push(`encode ${type} ${quality} at ${canvas.width} x ${canvas.height}`);
        resolve(new Blob(['x'], { type: answers }));
      },
    };
    return canvas as unknown as HTMLCanvasElement;
  };
  vi.spyOn(document, 'createElement').mockImplementation(create);
  return calls;
}

describe('photo resizing', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('brings the long side down to 1600 px, keeping the ratio', () => {
    expect(MAX_PHOTO_SIDE).toBe(1600);
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(1024, 768)).toEqual({ width: 1024, height: 768 });
  });
  it('keeps the original when the browser cannot decode it', async () => {
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    expect(await resizeImage(file)).toBe(file);
  });
  it('draws once with the high-quality filter, then encodes as chosen', async () => {
    const calls = fakeCanvases('image/webp');
    vi.stubGlobal('CanvasRenderingContext2D', { prototype: { imageSmoothingQuality: 'low' } });
    const blob = await encodePicture({ width: 4000, height: 3000 } as ImageBitmap, { type: 'image/webp', quality: 0.8, width: 1600, height: 1200 });
    expect(blob?.type).toBe('image/webp');
    expect(calls).toEqual(['draw with high smoothing', 'encode image/webp 0.8 at 1600 x 1200']);
  });
  it('draws down in halving steps where the canvas has no high-quality filter (Firefox)', async () => {
    const calls = fakeCanvases('image/jpeg');
    vi.stubGlobal('CanvasRenderingContext2D', { prototype: {} });
    await encodePicture({ width: 4000, height: 3000 } as ImageBitmap, { type: 'image/jpeg', quality: 0.8, width: 1600, height: 1200 });
    expect(calls).toEqual(['draw with high smoothing', 'draw with high smoothing', 'encode image/jpeg 0.8 at 1600 x 1200']);
  });
  it('answers nothing when the browser encoded another format than the one asked', async () => {
    fakeCanvases('image/png');
    expect(await encodePicture({ width: 1600, height: 1200 } as ImageBitmap, { type: 'image/webp', quality: 0.8, width: 400, height: 300 })).toBeNull();
  });
});
