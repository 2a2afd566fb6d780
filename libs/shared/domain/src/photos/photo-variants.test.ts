import { describe, expect, it } from 'vitest';
import { photoSrcSet, photoThumbnailUrl } from './photo-variants';

const BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const base = 'http://localhost:54321/storage/v1/object/public/inspection-photos';

describe('photo variants', () => {
  it('finds the thumbnail of a photo kept under its booking', () => {
    expect(photoThumbnailUrl(`${base}/${BOOKING}/1764000000000-ab12cd34-door.webp`)).toBe(`${base}/${BOOKING}/thumbs/1764000000000-ab12cd34-door.webp`);
    expect(photoThumbnailUrl(`https://bucket.s3.amazonaws.com/${BOOKING}/1-a-door.jpg`)).toBe(`https://bucket.s3.amazonaws.com/${BOOKING}/thumbs/1-a-door.jpg`);
    expect(photoSrcSet(`${base}/${BOOKING}/x.webp`)).toBe(`${base}/${BOOKING}/thumbs/x.webp 400w, ${base}/${BOOKING}/x.webp 1600w`);
  });

  it('has none for photos kept before per form, thumbnails themselves, device previews and other links', () => {
    expect(photoThumbnailUrl(`${base}/inspections/22222222-2222-4222-8222-000000000001/1-a-door.jpg`)).toBeNull();
    expect(photoThumbnailUrl(`${base}/${BOOKING}/thumbs/x.webp`)).toBeNull();
    expect(photoThumbnailUrl(`blob:http://localhost:4204/${BOOKING}`)).toBeNull();
    expect(photoThumbnailUrl('https://example.com/photo.jpg')).toBeNull();
    expect(photoSrcSet('https://example.com/photo.jpg')).toBeUndefined();
  });
});
