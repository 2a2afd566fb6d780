// A jump from the section list: the section opens (when collapsed), comes to the top (below the phone's strip), and its
// heading button takes the focus, so the keyboard goes on from there (docs/areas/inspection.md#moving-around-the-form).
import { useCallback } from 'react';
import { PARTS_TARGET, sectionAnchor, sectionToggle } from './section-anchors';

export function useSectionJump(openSection: (id: string) => void) {
  return useCallback(
    (target: string) => {
      if (target !== PARTS_TARGET) openSection(target);
      // A frame later: the section is open, so the page is as tall as it will be.
      requestAnimationFrame(() => {
        document.getElementById(sectionAnchor(target))?.scrollIntoView?.({ block: 'start' });
        document.getElementById(sectionToggle(target))?.focus({ preventScroll: true });
      });
    },
    [openSection],
  );
}
