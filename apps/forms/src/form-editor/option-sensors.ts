import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { DRAG_CONSTANTS } from '@inspection/domain';

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
