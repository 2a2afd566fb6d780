// After a navigation inside the console, focus moves to the new screen's heading (its h1), so a keyboard or screen
// reader user starts at the top of what changed instead of at the page's body. Not on the first load (the browser
// starts there anyway), and never when the person has already moved focus into the new screen.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a screen may take to show its heading (its code and first read) before the focus move is dropped. */
export const HEADING_WAIT_MS = 10_000;

/** Focuses `main`'s first h1 (made focusable by script only: tabIndex -1) without scrolling to it. */
export function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  const focused = document.activeElement;
  // The person already works in the new screen (a field that focuses itself, a click): leave them there.
  if (focused && focused !== document.body && main.contains(focused) && focused !== main) return true;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

export function useFocusHeadingOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    const main = mainRef.current;
    if (!main || pathname === firstPath.current) return;
    firstPath.current = '';
    if (focusHeading(main)) return;
    // The screen is still loading (its code or its data): wait for its heading.
    const observer = new MutationObserver(() => focusHeading(main) && stop());
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [mainRef, pathname]);
}
