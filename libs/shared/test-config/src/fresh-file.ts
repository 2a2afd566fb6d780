// What one test file may leave behind in the page that the next file in the same worker would see: globals it set on
// window, storage, the document's contents and attributes (language, direction), the address, mocked globals and
// timers. The first file records window's own properties; every file after it starts from that. IndexedDB is not
// reset here: a file that uses it installs an empty one (apps/inspection's fresh-indexeddb.ts). Nor are
// listeners on the document and window, but a click that no longer reaches the page fails the next file at once.
import { vi } from 'vitest';

const FIRST_WINDOW = Symbol.for('inspection-test-config.first-window');
type RecordingWindow = typeof globalThis & { [FIRST_WINDOW]?: Set<PropertyKey> };

export function startFileAfresh() {
  const page = globalThis as RecordingWindow;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A file may ask for Node's environment (`@vitest-environment node`): no page then.
  if (typeof document === 'undefined') return;
  const first = page[FIRST_WINDOW];
  if (!first) {
    // The record is itself one of window's properties now: kept, or the next file would record afresh instead of
    // resetting, and only every other file would start clean.
    page[FIRST_WINDOW] = new Set([...Reflect.ownKeys(page), FIRST_WINDOW]);
    return;
  }
  for (const key of Reflect.ownKeys(page)) {
    if (!first.has(key)) Reflect.deleteProperty(page, key);
  }
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  window.history.replaceState(null, '', '/');
  assertClicksReachThePage();
}

/**
 * Listeners on the document and window are not reset (libraries loaded once per worker keep theirs). One left by an
 * earlier file that stops clicks would make this file's clicks go unheard, far from the cause: say so at once.
 */
function assertClicksReachThePage() {
  const probe = document.createElement('button');
  let heard = false;
  const hear = () => (heard = true);
  document.body.append(probe);
  document.body.addEventListener('click', hear);
  probe.click();
  document.body.removeEventListener('click', hear);
  probe.remove();
  if (!heard) {
    throw new Error('A click no longer reaches the page: an earlier test file in this worker left a listener on the document or window that stops it');
  }
}
