// Test support: a stroke drawn with pointer events on an element laid out at the given box (jsdom has no layout).
import { fireEvent } from '@testing-library/react';

// jsdom has no PointerEvent: a MouseEvent with the pointer's id and type stands in (fireEvent uses it when present).
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}

export function layOut(element: Element, box = { left: 0, top: 0, width: 600, height: 200 }) {
  element.getBoundingClientRect = () => ({ ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height, toJSON: () => box });
}

export function drawOn(element: Element, points: [number, number][], pointerType = 'mouse', pointerId = 1) {
  const at = ([clientX, clientY]: [number, number]) => ({ clientX, clientY, pointerId, pointerType, button: 0, isPrimary: true });
  fireEvent.pointerDown(element, at(points[0]));
  for (const point of points.slice(1)) fireEvent.pointerMove(element, at(point));
  fireEvent.pointerUp(element, at(points[points.length - 1]));
}
