// Where focus goes back when a dialog closes. Radix's Dialog returns it only to its own Trigger, and the console's
// dialogs are opened by state (a row's button, a menu item, a step's choice) with no Trigger, so focus fell to the
// page's body. A dialog remembers what opened it instead. Menus and toasts are passing layers: a dialog opened from
// one of their items returns focus to what was focused before the menu or toast took it (the menu's button).
const PASSING_LAYERS = '[role="menu"], [role="listbox"], [data-radix-popper-content-wrapper], [data-sonner-toaster]';

let lastSettled: HTMLElement | null = null;

function remember(event: FocusEvent) {
  const target = event.target;
  if (target instanceof HTMLElement && !target.closest(PASSING_LAYERS)) lastSettled = target;
}

if (typeof document !== 'undefined') document.addEventListener('focusin', remember, true);

/** The element a dialog opening now should hand focus back to on its close. */
export function dialogOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest(PASSING_LAYERS)) return active;
  return lastSettled;
}

/** Focuses the opener again if it is still on the page; false when it is gone (the caller falls back). */
export function returnFocus(opener: HTMLElement | null): boolean {
  if (!opener?.isConnected || opener === document.body) return false;
  opener.focus({ preventScroll: true });
  return document.activeElement === opener;
}
