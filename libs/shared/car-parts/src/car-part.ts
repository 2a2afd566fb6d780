// The car-parts contract: `[{name, points: [{x, y}]}]` on an 810 x 1082 canvas. The tooling's JSON files, the shipped
// data set, the inspection diagram and the buyer report's damage diagram all use this one shape.
import { z } from 'zod';

/** The canvas every part polygon is drawn on (the car outline's viewBox). */
export const CAR_CANVAS = { width: 810, height: 1082 } as const;

/** A polygon needs at least this many points. */
export const MIN_PART_POINTS = 3;

export const carPartPointSchema = z.object({ x: z.number(), y: z.number() });

export const carPartSchema = z.object({
  name: z.string().trim().min(1),
  points: z.array(carPartPointSchema).min(MIN_PART_POINTS),
});

/** The data set: a list of named part polygons. */
export const carPartsSchema = z.array(carPartSchema);

export type CarPartPoint = z.infer<typeof carPartPointSchema>;
export type CarPart = z.infer<typeof carPartSchema>;
