// A signature typed instead of drawn (keyboard users, unsteady hands): the text set in a single-stroke script font
// (Hershey's), laid out on the pad's 600 x 200 box as ordinary strokes, so it is stored, smoothed, undone and
// drawn exactly like a drawn one. Characters the font lacks (Arabic, accents) are left out.
import { SIGNATURE_BOX } from '@inspection/reports-model';
import type { PadPoint, Stroke } from './signature-path';

/** A single-stroke font: glyphs of ASCII 33-126 in order, as [polylines 'M x,y L x,y x,y M…', half advance]. */
export interface StrokeFont {
  chars: readonly (readonly [string, number])[];
}

const FIRST_CHAR = 33;
const LAST_CHAR = 126;
/** Hershey units: the baseline, the advance factor of its JSON data, and a word space. */
const BASELINE = 22;
const ADVANCE = 1.68;
const SPACE = 10;
/** On the pad: the signing line, the margins, and the largest scale (capitals about 80 units tall). */
const LINE_Y = 160;
const MARGIN = 30;
const MAX_SCALE = 3.8;

/** The characters of `text` the font can set (what the typed signature will show). */
export function typeableText(text: string): string {
  return [...text].filter((char) => char === ' ' || (char.charCodeAt(0) >= FIRST_CHAR && char.charCodeAt(0) <= LAST_CHAR)).join('');
}

/** `text` in `font` as strokes on the signature box: on its line, from its left margin, shrunk to fit its width. */
export function typedSignatureStrokes(text: string, font: StrokeFont): Stroke[] {
  const glyphs: Stroke[] = [];
  let left = 0;
  let right = 0; // a glyph may reach past its advance (a script capital's flourish)
  for (const char of typeableText(text).trim()) {
    if (char === ' ') {
      left += SPACE;
      continue;
    }
    const [d, halfAdvance] = font.chars[char.charCodeAt(0) - FIRST_CHAR];
    for (const line of polylines(d)) {
      glyphs.push(line.map((point) => ({ x: point.x + left, y: point.y })));
      right = Math.max(right, ...line.map((point) => point.x + left));
    }
    left += halfAdvance * ADVANCE;
  }
  if (glyphs.length === 0) return [];
  const scale = Math.min(MAX_SCALE, (SIGNATURE_BOX.width - 2 * MARGIN) / Math.max(left, right, 1));
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return glyphs.map((stroke) =>
    stroke.map((point) => ({
      x: round1(MARGIN + point.x * scale),
      y: round1(Math.min(SIGNATURE_BOX.height, Math.max(0, LINE_Y - (BASELINE - point.y) * scale))),
    })),
  );
}

/** 'M13,3 L14,4 14,7 M…' → its polylines. */
function polylines(d: string): PadPoint[][] {
  return d
    .split('M')
    .map((part) => part.replace('L', ' ').trim())
    .filter(Boolean)
    .map((part) =>
      part.split(/\s+/).map((pair) => {
        const [x, y] = pair.split(',').map(Number);
        return { x, y };
      }),
    );
}
