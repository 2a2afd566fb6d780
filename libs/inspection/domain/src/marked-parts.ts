// The part marks of an inspection (marked_data): a car part's condition names, and the lastUpdated stamp.
import type { MarkedData } from './answers';

/** Marked parts with at least one condition (the lastUpdated stamp is not a part). */
export function markedParts(marked: MarkedData): Record<string, string[]> {
  const parts: Record<string, string[]> = {};
  for (const [name, conditions] of Object.entries(marked)) {
    if (name === 'lastUpdated' || !Array.isArray(conditions) || conditions.length === 0) continue;
    parts[name] = conditions;
  }
  return parts;
}
