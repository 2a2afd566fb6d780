import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_SIDE, resizeImage, scaledSize } from './resize-image';

describe('photo resizing', () => {
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
});
