import { useSyncExternalStore } from 'react';

// The card grid's columns follow Tailwind's breakpoints (md: 2, xl: 3), read from the viewport so the
// virtualised rows hold exactly what the CSS grid would lay out in them.
const QUERIES: [string, number][] = [
  ['(min-width: 80rem)', 3],
  ['(min-width: 48rem)', 2],
];

function columnsNow(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
  return QUERIES.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = QUERIES.map(([query]) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, columnsNow, () => 1);
}
