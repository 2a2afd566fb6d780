// Reading a car-parts JSON file: it must parse, have the data set's shape and every polygon must be valid.
import { carPartsSchema, type CarPart } from './car-part';
import { polygonProblem } from './part-polygon';

export const INVALID_JSON_FILE = 'Invalid JSON file';

export type ParseCarPartsResult = { ok: true; parts: CarPart[] } | { ok: false; error: typeof INVALID_JSON_FILE };

/** Checks a value already parsed from JSON (or local storage). */
export function readCarParts(value: unknown): ParseCarPartsResult {
  const parsed = carPartsSchema.safeParse(value);
  if (!parsed.success || parsed.data.some((part) => polygonProblem(part.points) !== null)) {
    return { ok: false, error: INVALID_JSON_FILE };
  }
  return { ok: true, parts: parsed.data };
}

/** Parses the text of a JSON file. */
export function parseCarPartsJson(text: string): ParseCarPartsResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: INVALID_JSON_FILE };
  }
  return readCarParts(value);
}

/** The data set as the text of a JSON file (the shape 'Download JSON' saves and 'Load' reads). */
export const carPartsToJson = (parts: readonly CarPart[]) => JSON.stringify(parts, null, 2);
