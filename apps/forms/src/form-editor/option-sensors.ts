import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// How a drag of an option starts and how the list scrolls under it.
const DRAG_CONSTANTS = {
  /** Mouse: a drag starts after this much movement, so clicks on the handle stay clicks. */
  pointerDistancePx: 5,
  /** Touch: a long press of this length starts a drag; shorter touches scroll. */
  touchDelayMs: 120,
  /** Finger movement allowed during the long press. */
  touchTolerancePx: 5,
  /** Auto-scroll starts within this fraction of the container edge. */
  autoScrollThreshold: 0.25,
  /** Auto-scroll speed cap in px per step. */
  autoScrollMaxPxPerStep: 28,
} as const;

/** Mouse after 5 px, touch after a 120 ms long press, keyboard with space and the arrow keys. */
export function useOptionSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_CONSTANTS.pointerDistancePx } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: DRAG_CONSTANTS.touchDelayMs, tolerance: DRAG_CONSTANTS.touchTolerancePx },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

export const OPTION_AUTO_SCROLL = {
  threshold: { x: DRAG_CONSTANTS.autoScrollThreshold, y: DRAG_CONSTANTS.autoScrollThreshold },
  // dnd-kit's speed peaks at `acceleration` px per step right at the edge: that is the cap.
  acceleration: DRAG_CONSTANTS.autoScrollMaxPxPerStep,
};
