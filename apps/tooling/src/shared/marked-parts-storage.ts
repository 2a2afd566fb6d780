// The builder's marked parts live in the browser's local storage under one key, as the data set's JSON.
import { readCarParts, type CarPart } from '@inspection/car-parts';

export const MARKED_PARTS_STORAGE_KEY = 'markedParts';

/** The stored parts, or null when there are none or the stored value is not a valid data set. */
export function loadMarkedParts(storage: Pick<Storage, 'getItem'> = localStorage): CarPart[] | null {
  const text = storage.getItem(MARKED_PARTS_STORAGE_KEY);
  if (text === null) return null;
  try {
    const result = readCarParts(JSON.parse(text));
    return result.ok ? result.parts : null;
  } catch {
    return null;
  }
}

export function saveMarkedParts(parts: readonly CarPart[], storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(MARKED_PARTS_STORAGE_KEY, JSON.stringify(parts));
}
