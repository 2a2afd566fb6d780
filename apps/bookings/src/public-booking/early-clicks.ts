// The first step is on screen before its script has run: a tap on a card then must not be lost. A tiny inline
// script (EARLY_CLICKS_SCRIPT, first in the body) keeps the buttons clicked before hydration and marks them busy
// (the page's scripts are on their way: the tap shows); once React has hydrated, replayEarlyClicks clicks them
// again, now with the page's handlers, and the script's listener is taken off the document.
type EarlyClicksWindow = Window & { __bookEarlyClicks?: Element[]; __bookHydrated?: boolean; __bookEarlyClicksOff?: () => void };

export const EARLY_CLICKS_SCRIPT = `(() => {
  const clicks = (window.__bookEarlyClicks = []);
  const keep = (event) => {
    if (window.__bookHydrated) return;
    const button = event.target instanceof Element && event.target.closest('button');
    if (button) { event.preventDefault(); event.stopPropagation(); button.setAttribute('aria-busy', 'true'); clicks.push(button); }
  };
  document.addEventListener('click', keep, true);
  window.__bookEarlyClicksOff = () => document.removeEventListener('click', keep, true);
})();`;

export function replayEarlyClicks(): void {
  const page = window as EarlyClicksWindow;
  if (page.__bookHydrated) return;
  page.__bookHydrated = true;
  page.__bookEarlyClicksOff?.();
  for (const button of page.__bookEarlyClicks?.splice(0) ?? []) {
    button.removeAttribute('aria-busy');
    // Hydration may have put new nodes in the server's place: then the button with the same words is the one tapped.
    const live = button.isConnected ? button : sameButton(button);
    if (live instanceof HTMLElement) live.click();
  }
}

function sameButton(button: Element): Element | undefined {
  const words = button.textContent?.trim();
  return [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === words);
}
