// Rows another person has just added or changed, for a list to highlight briefly (docs/architecture/realtime.md#the-live-console).
// One store for every list of a remote: useLiveChanges({ highlight }) marks rows, a row reads useFreshRow(id) or its
// list useFreshRows(), and sets `data-fresh`, which the lists' rows style (FRESH_ROW_CLASS of @inspection/ui).
import { useSyncExternalStore } from 'react';
import type { LiveChange } from './watch-live-changes';

/** How long a new or changed row stays highlighted. */
export const FRESH_ROW_MS = 3_000;

const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Replaced on every change, so a list re-renders with a new set (useSyncExternalStore compares snapshots). */
let fresh: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const publish = () => {
  fresh = new Set(timers.keys());
  listeners.forEach((listener) => listener());
};

const rowKey = (value: unknown): string[] => (typeof value === 'string' || typeof value === 'number' ? [String(value)] : []);

/** The ids of the rows a burst of changes inserted. */
export function insertedIds(changes: readonly LiveChange[]): string[] {
  return changes.flatMap((change) => (change.eventType === 'INSERT' ? rowKey(change.new.id) : []));
}

/** The rows a burst inserted or updated, named by `column` of the new row (a deleted row has nothing to highlight). */
export function changedIds(changes: readonly LiveChange[], column = 'id'): string[] {
  return changes.flatMap((change) => (change.eventType === 'DELETE' ? [] : rowKey(change.new[column])));
}

/** Marks rows fresh for FRESH_ROW_MS; a row marked again stays fresh FRESH_ROW_MS from then. */
export function markFreshRows(ids: readonly string[]): void {
  if (ids.length === 0) return;
  for (const id of ids) {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        publish();
      }, FRESH_ROW_MS),
    );
  }
  publish();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ReadonlySet<string> = new Set();

/** The rows fresh now, for a list that renders its rows inline. */
export function useFreshRows(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => fresh, () => EMPTY);
}

/** True while the row is fresh. */
export function useFreshRow(id: string): boolean {
  return useSyncExternalStore(subscribe, () => fresh.has(id), () => false);
}
