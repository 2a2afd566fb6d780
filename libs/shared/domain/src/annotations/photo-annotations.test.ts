import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ANNOTATION_TYPES, annotationsOfPhoto, ellipseOf, hitsAnnotation, readAnnotation, readAnnotations, toPixels, toRelative,
} from './photo-annotations';
import { seededRandom } from '../random/seeded-random';

const arrow = { type: 'arrow' as const, points: [{ x: 0.1, y: 0.2 }, { x: 0.5, y: 0.6 }], color: '#dc2626' };
const valid = (mark: unknown) => readAnnotation(mark) !== undefined;

describe('photo annotation shapes', () => {
  it('accepts the four kinds of mark with points from 0 to 1', () => {
    expect(valid(arrow)).toBe(true);
    expect(valid({ type: 'ellipse', points: [{ x: 0, y: 0 }, { x: 1, y: 1 }], color: '#2563eb' })).toBe(true);
    expect(valid({ type: 'freehand', points: [{ x: 0.3, y: 0.3 }], color: '#facc15' })).toBe(true);
    expect(valid({ type: 'text', points: [{ x: 0.3, y: 0.3 }], color: '#facc15', text: 'Dent' })).toBe(true);
  });

  it('refuses points outside the photo, unknown kinds, a label without text and an arrow without its head', () => {
    expect(valid({ ...arrow, points: [{ x: 1.2, y: 0 }, { x: 0, y: 0 }] })).toBe(false);
    expect(valid({ ...arrow, type: 'star' })).toBe(false);
    expect(valid({ type: 'text', points: [{ x: 0.3, y: 0.3 }], color: '#facc15', text: '  ' })).toBe(false);
    expect(valid({ type: 'text', points: [{ x: 0.3, y: 0.3 }], color: '#facc15' })).toBe(false);
    expect(valid({ ...arrow, points: [{ x: 0.1, y: 0.1 }] })).toBe(false);
    expect(valid({ ...arrow, color: 'url(#x)' })).toBe(false);
  });

  it('keeps the known keys only, with the label trimmed', () => {
    expect(readAnnotation({ type: 'text', points: [{ x: 0.3, y: 0.3, z: 1 }], color: 'red', text: ' Dent ', photo: 'a.jpg', by: 'x' })).toEqual({
      type: 'text', points: [{ x: 0.3, y: 0.3 }], color: 'red', text: 'Dent', photo: 'a.jpg',
    });
  });

  it('reads a stored list leniently, dropping what is not a mark', () => {
    expect(readAnnotations([arrow, { type: 'arrow' }, 'x', null])).toEqual([arrow]);
    expect(readAnnotations(undefined)).toEqual([]);
  });

  // The rules as the zod schema this reader replaced wrote them: the reader must accept and return what it did.
  const unit = z.number().finite().min(0).max(1);
  const formerSchema = z
    .object({
      type: z.enum(ANNOTATION_TYPES),
      points: z.array(z.object({ x: unit, y: unit })).min(1).max(2000),
      color: z.string().regex(/^(#[0-9A-Fa-f]{3,8}|[a-z]{3,20})$/),
      text: z.string().trim().min(1).max(200).optional(),
      photo: z.string().optional(),
    })
    .refine((mark) => mark.type !== 'text' || mark.text !== undefined)
    .refine((mark) => mark.type === 'freehand' || mark.type === 'text' || mark.points.length === 2);

  it('agrees with the former zod schema on 5,000 generated marks', () => {
    const tooMany = Array.from({ length: 2001 }, () => ({ x: 0.5, y: 0.5 }));
    let accepted = 0;
    const { next: random, pick, chance } = seededRandom(7);
    // Mostly well-formed parts, so that both outcomes are common.
    const often = <T, U>(good: () => T, bad: readonly U[]) => (chance(0.85) ? good() : pick(bad));
    const point = () => often(() => ({ x: random(), y: pick([random(), 0, 1]) }), [{ x: -0.1, y: 0.5 }, { x: 0.5, y: Infinity }, { x: '0.5', y: 0.5 }, { x: NaN, y: 0 }, null]);
    const mark = () => ({
      type: often(() => pick(ANNOTATION_TYPES), ['star', undefined, 3]),
      points: often(() => Array.from({ length: pick([1, 2, 2, 3]) }, point), [[], tooMany, 'x']),
      color: often(() => pick(['#dc2626', '#fff', '#12345678', 'red']), ['Red', 'url(#x)', '#12', 7, undefined]),
      ...often(() => pick([{}, { text: 'Dent' }, { text: ' Scratch ' }]), [{ text: '  ' }, { text: 'x'.repeat(201) }, { text: 5 }, { text: undefined }]),
      ...often(() => pick([{}, { photo: 'a.jpg' }]), [{ photo: 3 }]),
      ...pick([{}, { extra: true }]),
    });
    for (let i = 0; i < 5000; i++) {
      const candidate = mark();
      const former = formerSchema.safeParse(candidate);
      const read = readAnnotation(candidate);
      expect(read !== undefined, JSON.stringify(candidate)).toBe(former.success);
      if (former.success) expect(read).toEqual(former.data);
      if (former.success) accepted++;
    }
    // Both outcomes are well represented.
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(4900);
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
