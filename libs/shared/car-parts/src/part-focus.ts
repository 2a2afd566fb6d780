// The clickable diagram's parts are one Tab stop (roving tabindex); the arrow keys, Home and End move between them.
import type { KeyboardEvent } from 'react';

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End on a part: focus the next, previous, first or last part (in the data set's order). */
export function moveFocus(event: KeyboardEvent<SVGGElement>) {
  const next = NEXT_KEYS[event.key];
  const shapes = Array.from(event.currentTarget.children) as SVGElement[];
  const index = shapes.indexOf(event.target as SVGElement);
  if (!next || index < 0) return;
  event.preventDefault();
  shapes[next(index, shapes.length)].focus();
}
