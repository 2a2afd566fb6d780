import { describe, expect, it } from 'vitest';
import { isSignaturePath } from '@inspection/reports-model';
import { addPoint, isSigned, pathStrokes, signaturePath, strokePath, toPadPoint } from './signature-path';

describe('signature path', () => {
  it('maps a pointer on a pad of any size to the 600 x 200 box, clamped', () => {
    const rect = { left: 20, top: 100, width: 300, height: 100 };
    expect(toPadPoint(170, 150, rect)).toEqual({ x: 300, y: 100 });
    expect(toPadPoint(0, 500, rect)).toEqual({ x: 0, y: 200 });
    expect(toPadPoint(21.234, 100.5, rect)).toEqual({ x: 2.5, y: 1 });
  });

  it('skips points closer than 1.5 units to the last one', () => {
    const stroke = addPoint(addPoint([], { x: 10, y: 10 }), { x: 11, y: 10 });
    expect(stroke).toEqual([{ x: 10, y: 10 }]);
    expect(addPoint(stroke, { x: 12, y: 10 })).toEqual([{ x: 10, y: 10 }, { x: 12, y: 10 }]);
  });

  it('smooths a stroke with quadratic curves through the midpoints', () => {
    expect(strokePath([{ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 20, y: 0 }, { x: 30, y: 10 }])).toBe(
      'M0 0 Q10 10 15 5 Q20 0 25 5 L30 10',
    );
    expect(strokePath([{ x: 5, y: 5 }])).toBe('M5 5 l0.1 0');
    expect(strokePath([{ x: 5, y: 5 }, { x: 9.25, y: 7 }])).toBe('M5 5 L9.3 7');
    expect(strokePath([])).toBe('');
  });

  it('joins strokes into one path the database accepts, and reads it back', () => {
    const strokes = [[{ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 20, y: 0 }], [{ x: 100, y: 50 }, { x: 120, y: 60 }]];
    const path = signaturePath(strokes);
    expect(path).toBe('M0 0 Q10 10 15 5 L20 0 M100 50 L120 60');
    expect(isSignaturePath(path)).toBe(true);
    expect(pathStrokes(path)).toEqual(strokes);
    expect(signaturePath([])).toBe('');
  });

  it('counts a signature only when a stroke has length', () => {
    expect(isSigned([])).toBe(false);
    expect(isSigned([[{ x: 1, y: 1 }]])).toBe(false);
    expect(isSigned([[{ x: 1, y: 1 }, { x: 9, y: 9 }]])).toBe(true);
  });
});
