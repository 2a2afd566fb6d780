// The signature pad's rules: strokes of pointer positions on the 600 x 200 box, smoothed into SVG path data
// (quadratic curves through the midpoints of successive points), the stored form of a signature.
import { SIGNATURE_BOX } from '@inspection/reports-model';

export interface PadPoint {
  x: number;
  y: number;
}
export type Stroke = PadPoint[];

const round1 = (value: number) => Math.round(value * 10) / 10;
const fmt = (value: number) => String(round1(value));

/** A pointer position (client pixels) on the pad drawn at `rect`, in the box's units, clamped to the box. */
export function toPadPoint(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): PadPoint {
  const x = rect.width > 0 ? ((clientX - rect.left) / rect.width) * SIGNATURE_BOX.width : 0;
  const y = rect.height > 0 ? ((clientY - rect.top) / rect.height) * SIGNATURE_BOX.height : 0;
  return {
    x: round1(Math.min(SIGNATURE_BOX.width, Math.max(0, x))),
    y: round1(Math.min(SIGNATURE_BOX.height, Math.max(0, y))),
  };
}

/** Adds a point to a stroke unless it is closer than `minDistance` to the last one (jitter and duplicates). */
export function addPoint(stroke: Stroke, point: PadPoint, minDistance = 1.5): Stroke {
  const last = stroke[stroke.length - 1];
  if (last && Math.hypot(point.x - last.x, point.y - last.y) < minDistance) return stroke;
  return [...stroke, point];
}

/** One stroke as smoothed path data: a dot for a tap, a line for two points, quadratic curves beyond. */
export function strokePath(stroke: Stroke): string {
  if (stroke.length === 0) return '';
  const [first] = stroke;
  const start = `M${fmt(first.x)} ${fmt(first.y)}`;
  if (stroke.length === 1) return `${start} l0.1 0`;
  if (stroke.length === 2) return `${start} L${fmt(stroke[1].x)} ${fmt(stroke[1].y)}`;
  const parts = [start];
  for (let i = 1; i < stroke.length - 1; i++) {
    const point = stroke[i];
    const next = stroke[i + 1];
    parts.push(`Q${fmt(point.x)} ${fmt(point.y)} ${fmt((point.x + next.x) / 2)} ${fmt((point.y + next.y) / 2)}`);
  }
  const last = stroke[stroke.length - 1];
  parts.push(`L${fmt(last.x)} ${fmt(last.y)}`);
  return parts.join(' ');
}

/** All strokes of a signature as one path's data (empty when nothing was drawn). */
export function signaturePath(strokes: readonly Stroke[]): string {
  return strokes.map(strokePath).filter(Boolean).join(' ');
}

/** Back from path data to strokes (their defining points): how a stored signature is shown again on the pad. */
export function pathStrokes(path: string): Stroke[] {
  const strokes: Stroke[] = [];
  const commands = path.match(/[MmLlQq][^MmLlQq]*/g) ?? [];
  for (const command of commands) {
    const numbers = (command.slice(1).match(/-?\d*\.?\d+(e-?\d+)?/gi) ?? []).map(Number);
    const type = command[0];
    if (type === 'M') strokes.push([{ x: numbers[0], y: numbers[1] }]);
    const stroke = strokes[strokes.length - 1];
    if (!stroke || type === 'M' || type === 'l') continue;
    if (type === 'L') stroke.push({ x: numbers[0], y: numbers[1] });
    if (type === 'Q') stroke.push({ x: numbers[0], y: numbers[1] });
  }
  return strokes;
}

/** Whether something was signed: at least one stroke with some length, not a stray tap. */
export function isSigned(strokes: readonly Stroke[]): boolean {
  return strokes.some((stroke) => stroke.length >= 2);
}
