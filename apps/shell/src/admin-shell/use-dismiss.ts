import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` on a pointer press outside every given element, or on Escape.
 * Used by the Profile menu and the small-screen sidebar.
 */
export type DismissReason = 'outside' | 'escape';

export function useDismiss(
  active: boolean,
  refs: RefObject<HTMLElement | null>[],
  onDismiss: (reason: DismissReason) => void,
): void {
  const latest = useRef({ refs, onDismiss });
  latest.current = { refs, onDismiss };

  useEffect(() => {
    if (!active) return;
    function onPointerDown(event: MouseEvent | TouchEvent) {
      const target = event.target as Node | null;
      if (target && latest.current.refs.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss('outside');
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}
