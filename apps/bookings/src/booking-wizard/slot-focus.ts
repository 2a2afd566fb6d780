// The slot grid is one Tab stop (roving tabindex): the arrow keys, Home and End move focus between the times that can
// be picked, and Enter or Space picks the focused one. Moving does not pick, since a pick holds the time on the server.
import type { KeyboardEvent } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
};
// Right to left, the left arrow goes on to the next time.
const MIRRORED: Record<string, string> = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };

/** The index of the time that holds the grid's Tab stop: the focused one, else the chosen one, else the first enabled. */
export function tabStopIndex(enabled: readonly boolean[], chosen: number, focused: number | null): number {
  if (focused !== null && enabled[focused]) return focused;
  if (chosen >= 0 && enabled[chosen]) return chosen;
  return enabled.indexOf(true);
}

/** Moves focus among the grid's enabled buttons; returns the index focused (in all buttons), or null for other keys. */
export function moveSlotFocus(event: KeyboardEvent<HTMLElement>): number | null {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const move = MOVES[rtl ? (MIRRORED[event.key] ?? event.key) : event.key];
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const enabled = buttons.filter((button) => !button.disabled);
  const index = enabled.indexOf(event.target as HTMLButtonElement);
  if (!move || index < 0) return null;
  event.preventDefault();
  const next = enabled[move(index, enabled.length)];
  next.focus();
  return buttons.indexOf(next);
}
