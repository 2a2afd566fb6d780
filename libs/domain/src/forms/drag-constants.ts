// Drag-and-drop constants of spec part 1 §4 and §9 (option reordering).
export const DRAG_CONSTANTS = {
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
