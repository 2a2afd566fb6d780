// Whether the window is at least `px` wide, following it as it changes (docs/architecture/tables.md): lists render
// either their table (1024 px and up) or their cards, never both, so only one is in the page and its tree.
import { useCallback, useSyncExternalStore } from 'react';

/** The width from which lists are tables (Tailwind's `lg`). */
export const TABLE_MIN_WIDTH = 1024;

export function useMinWidth(px: number = TABLE_MIN_WIDTH): boolean {
  const query = `(min-width: ${px}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // Without matchMedia (a server render, jsdom) the list is a table.
  const read = () => (typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(query).matches);
  return useSyncExternalStore(subscribe, read, () => true);
}
