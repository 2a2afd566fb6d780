// The builder's rules: where a click lands on the canvas, and when a drawn shape may become a named part.
import { CAR_CANVAS, TOO_FEW_POINTS, polygonProblem, type CarPart, type CarPartPoint } from '@inspection/car-parts';

export const EMPTY_NAME = 'Enter a name for the part.';
export const duplicateName = (name: string) => `A part named "${name}" already exists.`;

/** A click at (clientX, clientY) on an element drawn at `rect`, in whole canvas units (810 x 1082). */
export function toCanvasPoint(
  clientX: number,
  clientY: number,
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
): CarPartPoint {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  return {
    x: clamp(((clientX - rect.left) / rect.width) * CAR_CANVAS.width, CAR_CANVAS.width),
    y: clamp(((clientY - rect.top) / rect.height) * CAR_CANVAS.height, CAR_CANVAS.height),
  };
}

/** Why the drawn points cannot be finished yet (before asking for a name), or null. */
export const finishProblem = (points: readonly CarPartPoint[]): string | null =>
  points.length < 3 ? TOO_FEW_POINTS : polygonProblem(points);

/** Why `name` cannot name a part (empty, or taken by another part than `exceptIndex`), or null. */
export function nameProblem(name: string, parts: readonly CarPart[], exceptIndex = -1): string | null {
  const trimmed = name.trim();
  if (!trimmed) return EMPTY_NAME;
  if (parts.some((part, index) => index !== exceptIndex && part.name === trimmed)) return duplicateName(trimmed);
  return null;
}

export type Outcome = { ok: true; parts: CarPart[] } | { ok: false; error: string };

/** Adds the drawn shape as a new part. */
export function addPart(parts: readonly CarPart[], points: readonly CarPartPoint[], name: string): Outcome {
  const error = finishProblem(points) ?? nameProblem(name, parts);
  if (error) return { ok: false, error };
  return { ok: true, parts: [...parts, { name: name.trim(), points: [...points] }] };
}

export function renamePart(parts: readonly CarPart[], index: number, name: string): Outcome {
  const error = nameProblem(name, parts, index);
  if (error) return { ok: false, error };
  return { ok: true, parts: parts.map((part, i) => (i === index ? { ...part, name: name.trim() } : part)) };
}

export const deletePart = (parts: readonly CarPart[], index: number): CarPart[] => parts.filter((_, i) => i !== index);
