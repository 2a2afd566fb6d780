// The buyer's page's photo viewer draws a photo's marks over the full picture, thicker, whether the thumbnail drew
// them itself or by reference to the same photo's marks drawn elsewhere on the page (photo-marks-once.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { compactScript } from './compact-script';
import { photoViewerScript } from './photo-viewer-script';

const shapes = '<line data-mark="arrow" x1="10%" y1="20%" x2="50%" y2="60%" marker-end="url(#photo-arrow-dc2626)" stroke="#dc2626" stroke-width="2"></line>';

describe('the photo viewer', () => {
  beforeAll(() => {
    // jsdom has no modal dialog.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.setAttribute('open', ''); };
    document.body.innerHTML = `
      <a href="/report-photos/b/1.webp" data-photo-viewer aria-label="Gallery 1"><span><img src="/report-photos/b/thumbs/1.webp">
        <svg data-photo-marks=""><g id="pm-0">${shapes}</g></svg></span></a>
      <a href="/report-photos/b/1.webp" data-photo-viewer aria-label="Section 1"><span><img src="/report-photos/b/thumbs/1.webp">
        <svg data-photo-marks=""><use href="#pm-0"></use></svg></span></a>`;
    new Function(compactScript(photoViewerScript({ label: 'Photo viewer', close: 'Close', image: 'Full size' })))();
  });

  it.each(['Gallery 1', 'Section 1'])('draws the marks of %s over the full picture, thicker and unnamed', (label) => {
    document.querySelector<HTMLElement>(`a[aria-label="${label}"]`)!.click();
    const dialog = document.querySelector('dialog.photo-viewer')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/report-photos/b/1.webp');
    const marks = dialog.querySelectorAll('svg[data-photo-marks]');
    expect(marks).toHaveLength(1);
    expect(marks[0].querySelector('[data-mark="arrow"]')!.getAttribute('stroke-width')).toBe('4');
    expect(marks[0].querySelector('use')).toBeNull();
    expect(dialog.querySelector('[id]')).toBeNull();
    // The thumbnails keep theirs.
    expect(document.querySelector('#pm-0 [data-mark="arrow"]')!.getAttribute('stroke-width')).toBe('2');
    dialog.removeAttribute('open');
  });
});
