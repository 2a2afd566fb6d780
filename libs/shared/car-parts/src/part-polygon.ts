// Rules for one part polygon: at least three points, each a finite number on the 810 x 1082 canvas.
import { CAR_CANVAS, MIN_PART_POINTS, type CarPartPoint } from './car-part';

export const TOO_FEW_POINTS = `A part needs at least ${MIN_PART_POINTS} points.`;
export const POINT_OFF_CANVAS = `Every point must lie on the ${CAR_CANVAS.width} x ${CAR_CANVAS.height} canvas.`;

const onCanvas = ({ x, y }: CarPartPoint) =>
  Number.isFinite(x) && Number.isFinite(y) && x >= 0 && y >= 0 && x <= CAR_CANVAS.width && y <= CAR_CANVAS.height;

/** Why these points are not a valid part polygon, or null when they are. */
export function polygonProblem(points: readonly CarPartPoint[]): string | null {
  if (points.length < MIN_PART_POINTS) return TOO_FEW_POINTS;
  if (!points.every(onCanvas)) return POINT_OFF_CANVAS;
  return null;
}

export const isValidPolygon = (points: readonly CarPartPoint[]) => polygonProblem(points) === null;

/** The polygon's area centroid (where its label goes); the mean of its points when it has no area. */
export function polygonCentroid(points: readonly CarPartPoint[]): CarPartPoint {
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length];
    const cross = p.x * q.y - q.x * p.y;
    twiceArea += cross;
    cx += (p.x + q.x) * cross;
    cy += (p.y + q.y) * cross;
  });
  if (Math.abs(twiceArea) < 1e-9) {
    const n = points.length || 1;
    return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
  }
  return { x: cx / (3 * twiceArea), y: cy / (3 * twiceArea) };
}

/** SVG `points` attribute of a polygon. */
export const toSvgPoints = (points: readonly CarPartPoint[]) => points.map(({ x, y }) => `${x},${y}`).join(' ');
