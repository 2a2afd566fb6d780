import { describe, expect, it } from 'vitest';
import { SIGNATURE_BOX } from '@inspection/reports-model';
import { isSigned, signaturePath } from './signature-path';
import { typeableText, typedSignatureStrokes, type StrokeFont } from './typed-signature';

// Two glyphs of a made-up font: '!' a vertical bar (half advance 5), '"' two strokes (half advance 10).
const chars: [string, number][] = Array.from({ length: 94 }, () => ['M0,22 L1,22', 5]);
chars[0] = ['M0,1 L0,22', 5];
chars[1] = ['M0,12 L4,12 M0,22 L10,12 20,22', 10];
const font: StrokeFont = { chars };

describe('typedSignatureStrokes', () => {
  it('sets each glyph polyline as a stroke on the signing line (y 160), from the left margin', () => {
    const strokes = typedSignatureStrokes('!', font);
    // Width 5 * 1.68 = 8.4 units: the largest scale (3.8) applies; the baseline (22) sits on y 160.
    expect(strokes).toEqual([[{ x: 30, y: 80.2 }, { x: 30, y: 160 }]]);
    expect(isSigned(strokes)).toBe(true);
  });

  it('advances by the glyph width and a word space, one stroke per polyline', () => {
    const strokes = typedSignatureStrokes('! "', font);
    expect(strokes).toHaveLength(3);
    // '"' starts after '!' (8.4 units) and a space (10): x = 30 + 18.4 * 3.8.
    expect(strokes[1][0]).toEqual({ x: 99.9, y: 122 });
  });

  it('shrinks a long name to the box width and never leaves the box', () => {
    const strokes = typedSignatureStrokes('"'.repeat(40), font);
    const xs = strokes.flat().map((point) => point.x);
    const ys = strokes.flat().map((point) => point.y);
    expect(Math.max(...xs)).toBeLessThanOrEqual(SIGNATURE_BOX.width - 30 + 0.1);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(SIGNATURE_BOX.height);
  });

  it('leaves out what the font cannot set, and nothing typed is no signature', () => {
    expect(typeableText('Ré مرحبا x')).toBe('R  x');
    expect(typedSignatureStrokes('مرحبا', font)).toEqual([]);
    expect(typedSignatureStrokes('   ', font)).toEqual([]);
    expect(signaturePath(typedSignatureStrokes('', font))).toBe('');
  });
});
