import { describe, expect, it } from 'vitest';
import {
  annotationsOfPhoto, ellipseOf, hitsAnnotation, photoAnnotationSchema, readAnnotations, toPixels, toRelative,
} from './photo-annotations';

const arrow = { type: 'arrow' as const, points: [{ x: 0.1, y: 0.2 }, { x: 0.5, y: 0.6 }], color: '#dc2626' };

describe('photo annotation shapes', () => {
  it('accepts the four kinds of mark with points from 0 to 1', () => {
    expect(photoAnnotationSchema.safeParse(arrow).success).toBe(true);
    expect(photoAnnotationSchema.safeParse({ type: 'ellipse', points: [{ x: 0, y: 0 }, { x: 1, y: 1 }], color: '#2563eb' }).success).toBe(true);
    expect(photoAnnotationSchema.safeParse({ type: 'freehand', points: [{ x: 0.3, y: 0.3 }], color: '#facc15' }).success).toBe(true);
    expect(photoAnnotationSchema.safeParse({ type: 'text', points: [{ x: 0.3, y: 0.3 }], color: '#facc15', text: 'Dent' }).success).toBe(true);
  });

  it('refuses points outside the photo, unknown kinds, a label without text and an arrow without its head', () => {
    expect(photoAnnotationSchema.safeParse({ ...arrow, points: [{ x: 1.2, y: 0 }, { x: 0, y: 0 }] }).success).toBe(false);
    expect(photoAnnotationSchema.safeParse({ ...arrow, type: 'star' }).success).toBe(false);
    expect(photoAnnotationSchema.safeParse({ type: 'text', points: [{ x: 0.3, y: 0.3 }], color: '#facc15', text: '  ' }).success).toBe(false);
    expect(photoAnnotationSchema.safeParse({ ...arrow, points: [{ x: 0.1, y: 0.1 }] }).success).toBe(false);
    expect(photoAnnotationSchema.safeParse({ ...arrow, color: 'url(#x)' }).success).toBe(false);
  });

  it('reads a stored list leniently, dropping what is not a mark', () => {
    expect(readAnnotations([arrow, { type: 'arrow' }, 'x', null])).toEqual([arrow]);
    expect(readAnnotations(undefined)).toEqual([]);
  });
});

describe('coordinates relative to the photo', () => {
  const box = { left: 100, top: 50, width: 800, height: 600 };

  it('maps a pointer to 0..1 of the photo and back to pixels at any size', () => {
    expect(toRelative(500, 350, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(toRelative(100, 50, box)).toEqual({ x: 0, y: 0 });
    expect(toRelative(333, 123, box)).toEqual({ x: 0.2913, y: 0.1217 });
    expect(toPixels({ x: 0.5, y: 0.25 }, { width: 1600, height: 1200 })).toEqual({ x: 800, y: 300 });
    expect(toPixels({ x: 0.5, y: 0.25 }, { width: 160, height: 120 })).toEqual({ x: 80, y: 30 });
  });

  it('clamps a pointer outside the photo to its edge', () => {
    expect(toRelative(0, 2000, box)).toEqual({ x: 0, y: 1 });
    expect(toRelative(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('gives an ellipse its centre and radii from two corners', () => {
    expect(ellipseOf({ points: [{ x: 0.6, y: 0.2 }, { x: 0.2, y: 0.6 }] })).toEqual({ cx: 0.4, cy: 0.4, rx: 0.19999999999999998, ry: 0.19999999999999998 });
  });
});

describe('marks of a photo', () => {
  it('puts a mark on the photo it names, else on the answer\'s first photo', () => {
    const named = { ...arrow, photo: 'https://x/2.jpg' };
    expect(annotationsOfPhoto([arrow, named], 'https://x/1.jpg', 'https://x/1.jpg')).toEqual([arrow]);
    expect(annotationsOfPhoto([arrow, named], 'https://x/2.jpg', 'https://x/1.jpg')).toEqual([named]);
  });

  it('finds the mark under the pointer to delete it', () => {
    expect(hitsAnnotation(arrow, { x: 0.3, y: 0.4 })).toBe(true);
    expect(hitsAnnotation(arrow, { x: 0.9, y: 0.1 })).toBe(false);
    const ellipse = { type: 'ellipse' as const, points: [{ x: 0.2, y: 0.2 }, { x: 0.6, y: 0.6 }], color: '#dc2626' };
    expect(hitsAnnotation(ellipse, { x: 0.6, y: 0.4 })).toBe(true);
    expect(hitsAnnotation(ellipse, { x: 0.9, y: 0.9 })).toBe(false);
    const label = { type: 'text' as const, points: [{ x: 0.5, y: 0.5 }], color: '#dc2626', text: 'Dent' };
    expect(hitsAnnotation(label, { x: 0.55, y: 0.52 })).toBe(true);
    expect(hitsAnnotation(label, { x: 0.1, y: 0.1 })).toBe(false);
  });
});
