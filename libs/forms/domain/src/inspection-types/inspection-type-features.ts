// Step Type's free-form list: what an inspection includes, one line each. The same limits hold in the database
// (public.inspection_type_features_valid).
import { z } from 'zod';

export const MAX_FEATURE_LINES = 15;
export const MAX_FEATURE_LENGTH = 100;

export const INSPECTION_TYPE_FEATURE_MESSAGES = {
  blank: 'Fill in this line or remove it',
  tooLong: `Each line can have at most ${MAX_FEATURE_LENGTH} characters`,
  tooMany: `At most ${MAX_FEATURE_LINES} lines`,
} as const;

export const inspectionTypeFeaturesSchema = z
  .array(
    z
      .string()
      .transform((line) => line.trim())
      .pipe(
        z
          .string()
          .min(1, INSPECTION_TYPE_FEATURE_MESSAGES.blank)
          .max(MAX_FEATURE_LENGTH, INSPECTION_TYPE_FEATURE_MESSAGES.tooLong),
      ),
  )
  .max(MAX_FEATURE_LINES, INSPECTION_TYPE_FEATURE_MESSAGES.tooMany);

/** The list with the line at `from` moved to `to` (both clamped to the list); a new array. */
export function moveFeatureLine(lines: readonly string[], from: number, to: number): string[] {
  const next = [...lines];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [line] = next.splice(from, 1);
  next.splice(target, 0, line);
  return next;
}
