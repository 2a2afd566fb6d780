import { describe, expect, it } from 'vitest';
import { downscaleSteps, keepsOriginal, photoEncoding, photoFileName, scaledSize } from './photo-encoding';

describe('photo encoding choice', () => {
  it('sends a 4000 x 3000 photo as a 1600 x 1200 WebP at 0.8 where the canvas encodes WebP', () => {
    expect(photoEncoding({ width: 4000, height: 3000 }, 'photo', true)).toEqual({ type: 'image/webp', quality: 0.8, width: 1600, height: 1200 });
  });
  it('falls back to a JPEG at 0.8 where it does not', () => {
    expect(photoEncoding({ width: 4000, height: 3000 }, 'photo', false)).toEqual({ type: 'image/jpeg', quality: 0.8, width: 1600, height: 1200 });
  });
  it('makes the thumbnail 400 px on the long side, portrait too, at 0.8 (WebP) or 0.9 (JPEG)', () => {
    expect(photoEncoding({ width: 1600, height: 1200 }, 'thumbnail', true)).toEqual({ type: 'image/webp', quality: 0.8, width: 400, height: 300 });
    expect(photoEncoding({ width: 1200, height: 1600 }, 'thumbnail', false)).toEqual({ type: 'image/jpeg', quality: 0.9, width: 300, height: 400 });
  });
  it('never enlarges a small picture, and never rounds a side to nothing', () => {
    expect(photoEncoding({ width: 1024, height: 768 }, 'photo', true)).toMatchObject({ width: 1024, height: 768 });
    expect(scaledSize(8000, 10)).toEqual({ width: 1600, height: 2 });
    expect(scaledSize(10000, 2)).toEqual({ width: 1600, height: 1 });
  });
  it('draws once where the canvas has the high-quality filter', () => {
    expect(downscaleSteps({ width: 4000, height: 3000 }, { width: 1600, height: 1200 }, true)).toEqual([{ width: 1600, height: 1200 }]);
    expect(downscaleSteps({ width: 1024, height: 768 }, { width: 1024, height: 768 }, true)).toEqual([{ width: 1024, height: 768 }]);
  });
  it('without it, halves the picture while half is still at least the size asked, then draws the size asked', () => {
    expect(downscaleSteps({ width: 4000, height: 3000 }, { width: 1600, height: 1200 }, false)).toEqual([{ width: 2000, height: 1500 }, { width: 1600, height: 1200 }]);
    expect(downscaleSteps({ width: 1600, height: 1200 }, { width: 400, height: 300 }, false)).toEqual([{ width: 800, height: 600 }, { width: 400, height: 300 }]);
    expect(downscaleSteps({ width: 3000, height: 4000 }, { width: 1200, height: 1600 }, false)).toEqual([{ width: 1500, height: 2000 }, { width: 1200, height: 1600 }]);
    expect(downscaleSteps({ width: 8000, height: 10 }, { width: 1600, height: 2 }, false)).toEqual([
      { width: 4000, height: 5 }, { width: 2000, height: 3 }, { width: 1600, height: 2 },
    ]);
  });
  it('without it, draws once a picture that shrinks less than twice or keeps its size', () => {
    expect(downscaleSteps({ width: 2000, height: 1500 }, { width: 1600, height: 1200 }, false)).toEqual([{ width: 1600, height: 1200 }]);
    expect(downscaleSteps({ width: 1024, height: 768 }, { width: 1024, height: 768 }, false)).toEqual([{ width: 1024, height: 768 }]);
  });
  it('keeps a photo that is already small in both size and bytes', () => {
    expect(keepsOriginal({ width: 1200, height: 900 }, 250_000)).toBe(true);
    expect(keepsOriginal({ width: 1200, height: 900 }, 400_000)).toBe(false);
    expect(keepsOriginal({ width: 4000, height: 3000 }, 250_000)).toBe(false);
  });
  it('names the file after what it became', () => {
    expect(photoFileName('door.jpeg', 'image/webp')).toBe('door.webp');
    expect(photoFileName('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(photoFileName('front.left.png', 'image/webp')).toBe('front.left.webp');
  });
});
