// Photo annotations: marks an inspector draws over a photo of an image answer, stored as vectors in the answer's
// entry (`annotations`), never burnt into the photo. Coordinates are relative to the photo (0 to 1 across and
// down), so the marks survive any resizing: a thumbnail, the lightbox and the print draw the same marks.
// Read by hand rather than with zod: @inspection/ui draws marks (photo-marks.tsx) and is shared whole, so a zod schema
// here put zod (80 KB) on every page's start-up, the sign-in page's included, and on the inspector's form.
import { isRecord } from '../json/is-record';

export const ANNOTATION_TYPES = ['arrow', 'ellipse', 'freehand', 'text'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

/** The three colours of the editor: red for damage, yellow for attention, blue for information. */
export const ANNOTATION_COLORS = [
  { name: 'Red', value: '#dc2626' },
  { name: 'Yellow', value: '#facc15' },
  { name: 'Blue', value: '#2563eb' },
] as const;

/** A point relative to the photo: 0 to 1 across (x) and down (y). */
export interface AnnotationPoint {
  x: number;
  y: number;
}

/**
 * One mark: arrow (tail, head), ellipse (two corners of its box), freehand (the pen's points) or text (its anchor and
 * label). `photo` names the photo of the answer the mark is on; without it, the answer's first photo.
 */
export interface PhotoAnnotation {
  type: AnnotationType;
  points: AnnotationPoint[];
  color: string;
  text?: string;
  photo?: string;
}

const MAX_POINTS = 2000;
const MAX_TEXT = 200;
const COLOR = /^(#[0-9A-Fa-f]{3,8}|[a-z]{3,20})$/;

const isUnit = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
const isType = (value: unknown): value is AnnotationType => ANNOTATION_TYPES.includes(value as AnnotationType);

function readPoint(value: unknown): AnnotationPoint | undefined {
  return isRecord(value) && isUnit(value.x) && isUnit(value.y) ? { x: value.x, y: value.y } : undefined;
}

/**
 * A stored mark as a well-formed mark (known keys only, its label trimmed), or undefined: an unknown kind, no points
 * or more than 2,000, a point off the photo, a colour other than '#rgb'..'#rrggbbaa' or a lower-case name, an empty
 * or over-200-character label, a text mark without its label, an arrow or ellipse without exactly two points.
 */
export function readAnnotation(value: unknown): PhotoAnnotation | undefined {
  if (!isRecord(value)) return undefined;
  const { type, color, text, photo } = value;
  if (!isType(type) || typeof color !== 'string' || !COLOR.test(color)) return undefined;
  if (!Array.isArray(value.points) || value.points.length < 1 || value.points.length > MAX_POINTS) return undefined;
  const points: AnnotationPoint[] = [];
  for (const entry of value.points) {
    const point = readPoint(entry);
    if (!point) return undefined;
    points.push(point);
  }
  if ((text !== undefined && typeof text !== 'string') || (photo !== undefined && typeof photo !== 'string')) return undefined;
  const label = text?.trim();
  if (label !== undefined && (label.length < 1 || label.length > MAX_TEXT)) return undefined;
  if (type === 'text' && label === undefined) return undefined;
  if ((type === 'arrow' || type === 'ellipse') && points.length !== 2) return undefined;
  return { type, points, color, ...(label !== undefined && { text: label }), ...(photo !== undefined && { photo }) };
}

/** The well-formed marks of a stored list (anything else, or a malformed mark, is dropped). */
export function readAnnotations(value: unknown): PhotoAnnotation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const mark = readAnnotation(entry);
    return mark ? [mark] : [];
  });
}

/** The marks on one photo of an answer: those naming it, and unnamed ones when it is the answer's first photo. */
export function annotationsOfPhoto(annotations: readonly PhotoAnnotation[], url: string, firstUrl: string | undefined) {
  return annotations.filter((mark) => (mark.photo ?? firstUrl) === url);
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A pointer position (client pixels) as a point relative to the photo's box, clamped to the photo. */
export function toRelative(clientX: number, clientY: number, box: Box): AnnotationPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: round4(clamp01((clientX - box.left) / box.width)), y: round4(clamp01((clientY - box.top) / box.height)) };
}

/** A relative point in pixels of a photo drawn at the given size. */
export function toPixels(point: AnnotationPoint, size: { width: number; height: number }) {
  return { x: point.x * size.width, y: point.y * size.height };
}

/** The ellipse of a mark: centre and radii, relative to the photo. */
export function ellipseOf(mark: Pick<PhotoAnnotation, 'points'>) {
  const [a, b = a] = mark.points;
  return { cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2, rx: Math.abs(b.x - a.x) / 2, ry: Math.abs(b.y - a.y) / 2 };
}

/** Whether the pointer (relative) is on a mark, within `tolerance` (relative): the editor's hit test for deleting. */
export function hitsAnnotation(mark: PhotoAnnotation, point: AnnotationPoint, tolerance = 0.03): boolean {
  const near = (p: AnnotationPoint) => Math.hypot(p.x - point.x, p.y - point.y) <= tolerance;
  if (mark.type === 'text') {
    // The anchor is the label's top left corner; a label is about 2% of the photo wide per character.
    const [anchor] = mark.points;
    const width = 0.02 * (mark.text?.length ?? 1);
    return point.x >= anchor.x - tolerance && point.x <= anchor.x + width + tolerance
      && point.y >= anchor.y - tolerance && point.y <= anchor.y + 0.06 + tolerance;
  }
  if (mark.type === 'ellipse') {
    const { cx, cy, rx, ry } = ellipseOf(mark);
    const distance = Math.hypot((point.x - cx) / Math.max(rx, 1e-6), (point.y - cy) / Math.max(ry, 1e-6));
    return Math.abs(distance - 1) * Math.min(rx, ry) <= tolerance || near({ x: cx, y: cy });
  }
  for (let i = 0; i < mark.points.length; i++) {
    if (near(mark.points[i])) return true;
    const next = mark.points[i + 1];
    if (next && distanceToSegment(point, mark.points[i], next) <= tolerance) return true;
  }
  return false;
}

function distanceToSegment(p: AnnotationPoint, a: AnnotationPoint, b: AnnotationPoint) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : clamp01(((p.x - a.x) * dx + (p.y - a.y) * dy) / length);
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
