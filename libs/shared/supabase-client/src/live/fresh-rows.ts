// Rows another person has just added, for a screen to highlight briefly (docs/architecture/realtime.md#the-live-console).
import { useSyncExternalStore } from 'react';
import type { LiveChange } from './watch-live-changes';

/** How long a new row stays highlighted. */
export const FRESH_ROW_MS = 3_000;

const fresh = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The ids of the rows a burst of changes inserted. */
export function insertedIds(changes: readonly LiveChange[]): string[] {
  return changes.flatMap((change) => (change.eventType === 'INSERT' && typeof change.new.id === 'string' ? [change.new.id] : []));
}

/** Marks rows new for FRESH_ROW_MS. */
export function markFreshRows(ids: readonly string[]): void {
  if (ids.length === 0) return;
  ids.forEach((id) => fresh.add(id));
  notify();
  setTimeout(() => {
    ids.forEach((id) => fresh.delete(id));
    notify();
  }, FRESH_ROW_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the row is new. */
export function useFreshRow(id: string): boolean {
  return useSyncExternalStore(subscribe, () => fresh.has(id), () => false);
}
