import type { Modifier } from '@dnd-kit/core';

// Same as @dnd-kit/modifiers' restrictToVerticalAxis, which is not installed: options only move up and down.
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
