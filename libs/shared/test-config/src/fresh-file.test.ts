// The reset that runs before every DOM test file in a shared worker (./fresh-file.ts):
// every file, not only the first after a recording, starts from the page the first file found.
import { describe, expect, it } from 'vitest';
import { startFileAfresh } from './fresh-file';

type Page = typeof globalThis & { leftOver?: string };

function leaveThingsBehind(file: number) {
  (globalThis as Page).leftOver = `file ${file}`;
  document.body.innerHTML = `<div id="left-by-${file}">left</div>`;
  document.documentElement.setAttribute('dir', 'rtl');
  localStorage.setItem('left', String(file));
  window.history.replaceState(null, '', `/left/${file}`);
}

describe('startFileAfresh', () => {
  it('gives the second, third and fourth file the page as the first found it', () => {
    startFileAfresh();
    for (const file of [1, 2, 3]) {
      leaveThingsBehind(file);
      startFileAfresh();
      expect((globalThis as Page).leftOver, `after file ${file}`).toBeUndefined();
      expect(document.body.innerHTML, `after file ${file}`).toBe('');
      expect(document.documentElement.getAttribute('dir'), `after file ${file}`).toBeNull();
      expect(localStorage.getItem('left'), `after file ${file}`).toBeNull();
      expect(window.location.pathname, `after file ${file}`).toBe('/');
    }
  });
});
