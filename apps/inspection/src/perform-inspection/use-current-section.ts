// Which section is in view, for the jump list's highlight: the last of the watched cards whose top has passed the
// line below the sticky strip (docs/areas/inspection.md#moving-around-the-form). Without IntersectionObserver, none.
import { useEffect, useState } from 'react';

/** Below the phone's section strip. */
const LINE = '-80px 0px -55% 0px';

export function useCurrentSection(targets: { key: string; elementId: string }[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const ids = targets.map((target) => `${target.key}=${target.elementId}`).join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const watched = ids.split(' ').filter(Boolean).map((pair) => pair.split('='));
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const key = (entry.target as HTMLElement).dataset.jumpKey ?? '';
          if (entry.isIntersecting) visible.add(key);
          else visible.delete(key);
        }
        const first = watched.find(([key]) => visible.has(key));
        if (first) setCurrent(first[0]);
      },
      { rootMargin: LINE },
    );
    for (const [key, elementId] of watched) {
      const element = document.getElementById(elementId);
      if (!element) continue;
      element.dataset.jumpKey = key;
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);
  return current;
}
